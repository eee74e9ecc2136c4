/**
 * The outbox's side of maintenance mode (issue 16 item 3): while it is on, the API answers the
 * visitors' submissions 503 with Retry-After and they wait in the outbox; the moment this browser
 * learns the flag went off, everything waiting is sent, without waiting out the Retry-After.
 * The outbox code (and Dexie with it) loads only when this browser's outbox may hold something,
 * so a first visit's download stays without it.
 */
import { FLAG_KEYS } from '../../../shared/flags/known-flags';
import { isFeatureOn, subscribeFeatureFlags } from './feature-flags';
import { findStoredOutbox, isOutboxInUse } from './outbox-presence';

async function sendWhatWaits(): Promise<void> {
  await findStoredOutbox();
  if (!isOutboxInUse()) return;
  const { flushOutbox } = await import('./outbox');
  await flushOutbox('resumed');
}

/** Starts listening; call once, before the flags are first refreshed. */
export function installMaintenanceResume(): void {
  let inMaintenance = isFeatureOn(FLAG_KEYS.maintenanceMode);
  subscribeFeatureFlags(() => {
    const now = isFeatureOn(FLAG_KEYS.maintenanceMode);
    if (inMaintenance && !now && navigator.onLine) {
      sendWhatWaits().catch((error: unknown) =>
        console.warn('[outbox] could not send what waited out the maintenance', error),
      );
    }
    inMaintenance = now;
  });
}
