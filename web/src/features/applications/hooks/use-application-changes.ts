import { useEffect, useState } from 'react';
import { subscribeRealtimeMessages } from '../../../sync/realtime-feed';

/**
 * A number that grows whenever the server says one of the student's applications changed (an
 * advisor moved it or wrote them a note), with the id of the last one: screens read again on it.
 */
export function useApplicationChanges(): { count: number; lastId?: string } {
  const [changes, setChanges] = useState<{ count: number; lastId?: string }>({ count: 0 });
  useEffect(
    () =>
      subscribeRealtimeMessages((message) => {
        if (message.type !== 'application-changed') return;
        setChanges((current) => ({ count: current.count + 1, lastId: message.applicationId }));
      }),
    [],
  );
  return changes;
}
