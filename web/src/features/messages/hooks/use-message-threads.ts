import { useEffect, useState } from 'react';
import { type StudentThread } from '../../../../../shared/conversations/conversation';
import { useKeptThreads } from './use-kept-threads';

export type ThreadsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; threads: StudentThread[]; retry: () => void };

/**
 * The messages page's thread list: what the device keeps at once, loaded again from the server
 * while online (on opening, back online, and on "try again"). Nothing kept and no server list is
 * an error, never "no conversations".
 */
export function useMessageThreads(online: boolean): ThreadsState {
  const { sync, failed, threads } = useKeptThreads();
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${online}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean }>();
  useEffect(() => {
    if (!sync || !online) return;
    let current = true;
    sync.refreshThreads().then(
      () => current && setSettled({ key, ok: true }),
      (error: unknown) => {
        console.warn('[messages] the threads did not load', error);
        if (current) setSettled({ key, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [sync, online, key]);

  const retry = () => setAttempt((value) => value + 1);
  if (failed) return { status: 'failed', retry };
  if (!threads) return { status: 'loading' };
  if (threads.length > 0) return { status: 'ready', threads, retry };
  if (!online) return { status: 'failed', retry };
  if (settled?.key !== key) return { status: 'loading' };
  return settled.ok ? { status: 'ready', threads, retry } : { status: 'failed', retry };
}
