import { useEffect, useState } from 'react';
import { type AdvisorList } from '../../../shared/realtime/realtime-messages';
import { subscribeRealtimeMessages } from './realtime-feed';

/**
 * How many times the server said `list` (the application board or the document review queue)
 * changed since this screen opened (`advisor-list-changed`): a screen adds it to what makes it
 * read the list again, so a student's upload or another advisor's review shows without a reload.
 */
export function useAdvisorListPokes(list: AdvisorList): number {
  const [pokes, setPokes] = useState(0);
  useEffect(
    () =>
      subscribeRealtimeMessages((message) => {
        if (message.type === 'advisor-list-changed' && message.list === list) {
          setPokes((count) => count + 1);
        }
      }),
    [list],
  );
  return pokes;
}
