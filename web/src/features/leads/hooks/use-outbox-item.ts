import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { outboxDb, type OutboxItem } from '../../../data/outbox-db';

/**
 * The outbox item `key` as it is now, following every change (from this page, another tab or
 * the service worker); undefined for no key. Once the visitor hides it from the outbox list, the
 * last state seen stays, so a panel that showed "sent" keeps its reference.
 */
export function useOutboxItem(key: string | undefined): OutboxItem | undefined {
  const item = useLiveQuery(async () => (key ? outboxDb.items.get(key) : undefined), [key]);
  const [lastSeen, setLastSeen] = useState<OutboxItem>();
  if (item && item !== lastSeen) setLastSeen(item);
  return item ?? (lastSeen?.key === key ? lastSeen : undefined);
}
