/**
 * The outbox's side of maintenance mode (issue 16 item 3): while it is on, the API answers the
 * visitors' submissions 503 with Retry-After and they wait in the outbox; the moment this browser
 * learns the flag went off, everything waiting is sent, without waiting out the Retry-After.
 */
import { FLAG_KEYS } from '../../../shared/flags/known-flags';
import { isFeatureOn, subscribeFeatureFlags } from './feature-flags';
import { flushOutbox } from './outbox';

/** Starts listening; call once, before the flags are first refreshed. */
export function installMaintenanceResume(): void {
  let inMaintenance = isFeatureOn(FLAG_KEYS.maintenanceMode);
  subscribeFeatureFlags(() => {
    const now = isFeatureOn(FLAG_KEYS.maintenanceMode);
    if (inMaintenance && !now && navigator.onLine) void flushOutbox('resumed');
    inMaintenance = now;
  });
}
