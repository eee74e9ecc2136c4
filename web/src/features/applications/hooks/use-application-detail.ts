import { useEffect, useState } from 'react';
import { type ApplicationDetail } from '../../../../../shared/applications/application';
import { fetchApplication } from '../../../data/applications-api';
import { type ApplicationCache } from '../../../sync/application-cache';
import { useApplicationChanges } from './use-application-changes';

export type ApplicationDetailState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; detail: ApplicationDetail; retry: () => void };

/**
 * One application with its timeline: the copy this device kept (offline too), read again from
 * the server while online, on "try again" and when the server says this application changed.
 */
export function useApplicationDetail(
  id: string,
  cache: ApplicationCache | undefined,
  online: boolean,
): ApplicationDetailState {
  const [kept, setKept] = useState<{ id: string; detail: ApplicationDetail | undefined }>();
  useEffect(() => {
    if (!cache) return;
    const subscription = cache.detail$(id).subscribe({
      next: (detail) => setKept({ id, detail }),
      error: (error: unknown) =>
        console.warn('[applications] the kept timeline was not read', error),
    });
    return () => subscription.unsubscribe();
  }, [cache, id]);

  const [attempt, setAttempt] = useState(0);
  const changes = useApplicationChanges();
  const mine = changes.lastId === id ? changes.count : 0;
  const key = `${id}:${attempt}:${mine}:${online}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean }>();
  useEffect(() => {
    if (!cache || !online) return;
    let current = true;
    fetchApplication(id)
      .then((detail) => cache.storeDetail(detail))
      .then(
        () => current && setSettled({ key, ok: true }),
        (error: unknown) => {
          console.warn('[applications] the timeline did not load', error);
          if (current) setSettled({ key, ok: false });
        },
      );
    return () => {
      current = false;
    };
  }, [cache, id, online, key]);

  const retry = () => setAttempt((value) => value + 1);
  const detail = kept?.id === id ? kept.detail : undefined;
  if (detail) return { status: 'ready', detail, retry };
  if (!cache || (online && settled?.key !== key)) return { status: 'loading' };
  return { status: 'failed', retry };
}
