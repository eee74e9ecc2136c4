import { startTransition, useEffect, useState } from 'react';
import { ApiCallError } from '../data/api-client';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

type Settled<T> = Exclude<RemoteData<T>, { status: 'loading' }>;

/**
 * Runs `load` whenever `key` changes and tracks loading, data and failure, so every list and page
 * can show its three states. A result belongs to the key it was loaded for: while a new key loads,
 * the state is `loading` again. An outdated request is aborted. A result renders as a transition:
 * React renders a long list in slices and lets the browser handle input between them, where an
 * ordinary update renders it in one task.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): RemoteData<T> {
  const [settled, setSettled] = useState<{ key: string; result: Settled<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => startTransition(() => setSettled({ key, result: { status: 'ready', data } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 404 is an answer (the page shows "not found"), not a failure worth a stack trace.
        const notFound = error instanceof ApiCallError && error.statusCode === 404;
        if (!notFound) console.warn('[data] load failed', error);
        startTransition(() => setSettled({ key, result: { status: 'failed', error } }));
      },
    );
    return () => controller.abort();
    // `key` names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled?.key === key ? settled.result : { status: 'loading' };
}
