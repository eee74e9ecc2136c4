import { useEffect, useState } from 'react';
import { type ApplicationView } from '../../../../../shared/applications/application';
import { fetchMyApplications } from '../../../data/applications-api';
import { type ApplicationCache } from '../../../sync/application-cache';
import { useEngineStatus } from '../../../sync/sync-hooks';
import { useApplicationChanges } from './use-application-changes';

export type MyApplicationsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; applications: ApplicationView[]; retry: () => void };

const newestFirst = (a: ApplicationView, b: ApplicationView) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The student's applications as this device keeps them (so the page opens offline), read again
 * from the server while online: on opening, back online, on "try again", after every change and
 * whenever the server says one changed. Nothing kept and no server answer is an error, never
 * "no applications".
 */
export function useMyApplications(online: boolean): {
  state: MyApplicationsState;
  cache: ApplicationCache | undefined;
  /** Keeps an application a call answered with, then reads the whole list again. */
  keep: (application: ApplicationView) => void;
} {
  const engine = useEngineStatus();
  const cache: ApplicationCache | undefined =
    engine.kind === 'ready' ? engine.engine.applications : undefined;
  const [kept, setKept] = useState<{ cache: ApplicationCache; list: ApplicationView[] }>();
  useEffect(() => {
    if (!cache) return;
    const subscription = cache.applications$().subscribe({
      next: (list) => setKept({ cache, list }),
      error: (error: unknown) =>
        console.warn('[applications] the kept applications were not read', error),
    });
    return () => subscription.unsubscribe();
  }, [cache]);

  const [attempt, setAttempt] = useState(0);
  const changes = useApplicationChanges();
  const key = `${attempt}:${changes.count}:${online}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean }>();
  useEffect(() => {
    if (!cache || !online) return;
    let current = true;
    fetchMyApplications()
      .then((list) => cache.replace(list))
      .then(
        () => current && setSettled({ key, ok: true }),
        (error: unknown) => {
          console.warn('[applications] the applications did not load', error);
          if (current) setSettled({ key, ok: false });
        },
      );
    return () => {
      current = false;
    };
  }, [cache, online, key]);

  const retry = () => setAttempt((value) => value + 1);
  const keep = (application: ApplicationView) => {
    void cache?.store(application).finally(retry);
  };
  const list = kept && kept.cache === cache ? kept.list : undefined;
  const ready = (applications: ApplicationView[]): MyApplicationsState => ({
    status: 'ready',
    applications: [...applications].sort(newestFirst),
    retry,
  });
  if (engine.kind === 'failed') return { state: { status: 'failed', retry }, cache, keep };
  if (!list) return { state: { status: 'loading' }, cache, keep };
  if (list.length > 0) return { state: ready(list), cache, keep };
  if (!online) return { state: { status: 'failed', retry }, cache, keep };
  if (settled?.key !== key) return { state: { status: 'loading' }, cache, keep };
  return { state: settled.ok ? ready(list) : { status: 'failed', retry }, cache, keep };
}
