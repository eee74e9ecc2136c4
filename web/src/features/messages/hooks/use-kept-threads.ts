import { useEffect, useState } from 'react';
import { type StudentThread } from '../../../../../shared/conversations/conversation';
import type { MessageSync } from '../../../sync/message-sync';
import { useMessageSync } from './use-message-sync';

/**
 * The threads this device keeps, kept current (any tab's changes, the socket's arrivals);
 * undefined until the local database answered for the running engine.
 */
export function useKeptThreads(): {
  sync: MessageSync | undefined;
  failed: boolean;
  threads: StudentThread[] | undefined;
} {
  const { sync, failed } = useMessageSync();
  const [kept, setKept] = useState<{ sync: MessageSync; threads: StudentThread[] }>();
  useEffect(() => {
    if (!sync) return;
    const subscription = sync.cache.threads$().subscribe({
      next: (threads) => setKept({ sync, threads }),
      error: (error: unknown) => console.warn('[messages] the kept threads were not read', error),
    });
    return () => subscription.unsubscribe();
  }, [sync]);
  // Another user's threads (an account switch) are never shown.
  return { sync, failed, threads: kept && kept.sync === sync ? kept.threads : undefined };
}
