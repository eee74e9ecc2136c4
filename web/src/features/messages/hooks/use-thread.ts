import { useEffect, useState } from 'react';
import {
  type ConversationMessage,
  type StudentThread,
} from '../../../../../shared/conversations/conversation';
import type { WaitingMessageView } from '../../../sync/message-cache';
import { useMessageSync } from './use-message-sync';

export type ThreadState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; messages: ConversationMessage[]; waiting: WaitingMessageView[] };

interface Kept {
  id: string;
  messages: ConversationMessage[];
  waiting: WaitingMessageView[];
}

/**
 * One thread's messages: those this device keeps at once, then the newer ones from the server
 * while online; the advisors' messages arrive over the socket into the same cache. Shown means
 * read: a read receipt goes for the last message whenever the thread shows one the server does
 * not know the student read.
 */
export function useThread(
  id: string,
  summary: StudentThread | undefined,
  online: boolean,
): ThreadState {
  const { sync, failed } = useMessageSync();
  const [kept, setKept] = useState<Kept>();
  const [attempt, setAttempt] = useState(0);
  const key = `${id}:${attempt}:${online}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean }>();

  useEffect(() => {
    if (!sync) return;
    const subscription = sync.cache.thread$(id).subscribe({
      next: (thread) => setKept({ id, ...thread }),
      error: (error: unknown) => console.warn('[messages] the kept thread was not read', error),
    });
    return () => subscription.unsubscribe();
  }, [sync, id]);

  useEffect(() => {
    if (!sync || !online) return;
    let current = true;
    sync.loadThread(id).then(
      () => current && setSettled({ key, ok: true }),
      (error: unknown) => {
        console.warn('[messages] the thread did not load', error);
        if (current) setSettled({ key, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [sync, id, online, key]);

  const shown = kept?.id === id ? kept : undefined;
  const lastSeq = shown?.messages.at(-1)?.seq ?? 0;
  const readUpTo = summary?.conversation.readUpTo.user ?? 0;
  useEffect(() => {
    if (!sync || !online || lastSeq <= readUpTo) return;
    sync
      .markRead(id, lastSeq)
      .catch((error: unknown) => console.warn('[messages] the read receipt was not sent', error));
  }, [sync, id, online, lastSeq, readUpTo]);

  const retry = () => setAttempt((value) => value + 1);
  if (failed) return { status: 'failed', retry };
  if (!shown) return { status: 'loading' };
  const ready = { status: 'ready', messages: shown.messages, waiting: shown.waiting } as const;
  if (shown.messages.length > 0 || shown.waiting.length > 0) return ready;
  if (!online) return { status: 'failed', retry };
  if (settled?.key !== key) return { status: 'loading' };
  return settled.ok ? ready : { status: 'failed', retry };
}
