import { useEffect, useState } from 'react';
import { subscribeRealtimeMessages } from '../../../sync/realtime-feed';

/**
 * A number that grows whenever the server says an advisor changed one of the student's sessions
 * (confirmed, canceled or moved it): the sessions lists read again on it.
 */
export function useSessionChanges(): number {
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      subscribeRealtimeMessages((message) => {
        if (message.type === 'session-changed') setCount((current) => current + 1);
      }),
    [],
  );
  return count;
}
