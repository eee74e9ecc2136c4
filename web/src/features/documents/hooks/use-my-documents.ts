import { useEffect, useState } from 'react';
import { type ApplicationDocuments } from '../../../../../shared/documents/document';
import { subscribeRealtimeMessages } from '../../../sync/realtime-feed';
import { useDocumentSync } from './use-document-sync';

export type MyDocumentsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; applications: ApplicationDocuments[]; retry: () => void };

/**
 * The checklists of the student's applications as this device keeps them (so they open
 * offline), read again from the server while online: on opening, back online, on "try again"
 * and whenever the server says an advisor changed one. Nothing kept and no server answer is an
 * error, never "no documents".
 */
export function useMyDocuments(online: boolean): MyDocumentsState {
  const { sync, failed } = useDocumentSync();
  const [kept, setKept] = useState<{ sync: typeof sync; list: ApplicationDocuments[] }>();
  useEffect(() => {
    if (!sync) return;
    const subscription = sync.cache.lists$().subscribe({
      next: (list) => setKept({ sync, list }),
      error: (error: unknown) =>
        console.warn('[documents] the kept checklists were not read', error),
    });
    return () => subscription.unsubscribe();
  }, [sync]);

  const [attempt, setAttempt] = useState(0);
  const [changes, setChanges] = useState(0);
  useEffect(
    () =>
      subscribeRealtimeMessages((message) => {
        if (message.type === 'documents-changed') setChanges((count) => count + 1);
      }),
    [],
  );
  const key = `${attempt}:${changes}:${online}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean }>();
  useEffect(() => {
    if (!sync || !online) return;
    let current = true;
    sync.refresh().then(
      () => current && setSettled({ key, ok: true }),
      (error: unknown) => {
        console.warn('[documents] the checklists did not load', error);
        if (current) setSettled({ key, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [sync, online, key]);

  const retry = () => setAttempt((value) => value + 1);
  const list = kept && kept.sync === sync ? kept.list : undefined;
  if (failed) return { status: 'failed', retry };
  if (!list) return { status: 'loading' };
  if (list.length > 0) return { status: 'ready', applications: list, retry };
  if (!online) return { status: 'failed', retry };
  if (settled?.key !== key) return { status: 'loading' };
  return settled.ok ? { status: 'ready', applications: list, retry } : { status: 'failed', retry };
}
