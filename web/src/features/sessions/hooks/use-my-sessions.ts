import { useEffect, useState } from 'react';
import { isUpcoming, type SessionView } from '../../../../../shared/sessions/session-booking';
import { fetchMySessions } from '../../../data/sessions-api';
import { type SessionCache } from '../../../sync/session-cache';
import { useEngineStatus } from '../../../sync/sync-hooks';
import { useSessionChanges } from './use-session-changes';

export type MySessionsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; upcoming: SessionView[]; past: SessionView[]; retry: () => void };

const byStart = (a: SessionView, b: SessionView) => Date.parse(a.start) - Date.parse(b.start);

/**
 * The student's sessions as this device keeps them (so the page opens offline), read again from
 * the server while online: on opening, back online, on "try again", after every change and
 * whenever the server says an advisor changed one. A session moved elsewhere shows as its new
 * booking only. Nothing kept and no server answer is an error, never "no sessions".
 */
export function useMySessions(online: boolean): {
  state: MySessionsState;
  /** Keeps a session a call answered with, then reads the whole list again. */
  keep: (session: SessionView) => void;
} {
  const engine = useEngineStatus();
  const cache: SessionCache | undefined =
    engine.kind === 'ready' ? engine.engine.sessions : undefined;
  const [kept, setKept] = useState<{ cache: SessionCache; sessions: SessionView[] }>();
  useEffect(() => {
    if (!cache) return;
    const subscription = cache.sessions$().subscribe({
      next: (sessions) => setKept({ cache, sessions }),
      error: (error: unknown) => console.warn('[sessions] the kept sessions were not read', error),
    });
    return () => subscription.unsubscribe();
  }, [cache]);

  const [attempt, setAttempt] = useState(0);
  const changes = useSessionChanges();
  const key = `${attempt}:${changes}:${online}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean }>();
  useEffect(() => {
    if (!cache || !online) return;
    let current = true;
    fetchMySessions()
      .then((list) => cache.replace([...list.upcoming, ...list.past]))
      .then(
        () => current && setSettled({ key, ok: true }),
        (error: unknown) => {
          console.warn('[sessions] the sessions did not load', error);
          if (current) setSettled({ key, ok: false });
        },
      );
    return () => {
      current = false;
    };
  }, [cache, online, key]);

  const retry = () => setAttempt((value) => value + 1);
  const keep = (session: SessionView) => {
    void cache?.store(session).finally(retry);
  };
  const sessions = kept && kept.cache === cache ? kept.sessions : undefined;
  const ready = (list: SessionView[]): MySessionsState => {
    const now = new Date();
    const shown = list.filter((session) => !session.rescheduledTo).sort(byStart);
    return {
      status: 'ready',
      upcoming: shown.filter((session) => isUpcoming(session, now)),
      past: shown.filter((session) => !isUpcoming(session, now)).reverse(),
      retry,
    };
  };
  if (engine.kind === 'failed') return { state: { status: 'failed', retry }, keep };
  if (!sessions) return { state: { status: 'loading' }, keep };
  if (sessions.length > 0) return { state: ready(sessions), keep };
  if (!online) return { state: { status: 'failed', retry }, keep };
  if (settled?.key !== key) return { state: { status: 'loading' }, keep };
  return { state: settled.ok ? ready(sessions) : { status: 'failed', retry }, keep };
}
