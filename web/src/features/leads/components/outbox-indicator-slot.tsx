import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { findStoredOutbox, isOutboxInUse, onOutboxInUse } from '../../../data/outbox-presence';
import { withMessageAreas } from '../../../i18n/with-message-areas';

// The indicator brings Dexie and the send code: it loads only once the outbox has something.
const OutboxIndicator = lazy(async () => ({
  default: (await withMessageAreas(['leads'], () => import('./outbox-indicator'))())
    .OutboxIndicator,
}));

/** Where the outbox indicator goes on every public page, empty while the outbox is unused. */
export function OutboxIndicatorSlot() {
  useEffect(() => {
    void findStoredOutbox();
  }, []);
  const inUse = useSyncExternalStore(onOutboxInUse, isOutboxInUse);
  if (!inUse) return null;
  return (
    <Suspense fallback={null}>
      <OutboxIndicator />
    </Suspense>
  );
}
