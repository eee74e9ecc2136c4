import { useEffect, useState } from 'react';
import { type GridQuery } from '../../../../../shared/admin/grid-query';
import { type DocumentQueue } from '../../../../../shared/documents/document';
import { fetchQueue } from './admin-documents-api';

export type QueueState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; queue: DocumentQueue };

/** One page of the review queue, read again whenever `version` grows (after a review here). */
export function useQueue(
  query: GridQuery,
  version: number,
): { state: QueueState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const queryText = JSON.stringify(query);
  const key = `${queryText}|${version}|${attempt}`;
  const [result, setResult] = useState<{ key: string; queue?: DocumentQueue; error?: unknown }>();
  useEffect(() => {
    const controller = new AbortController();
    fetchQueue(JSON.parse(queryText) as GridQuery, controller.signal).then(
      (queue) => setResult({ key, queue }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, error });
      },
    );
    return () => controller.abort();
  }, [key, queryText]);
  const retry = () => setAttempt((value) => value + 1);
  // The last answer stays on screen while the next one loads, so a review does not flash.
  if (result?.queue) return { state: { status: 'ready', queue: result.queue }, retry };
  if (result && result.key === key)
    return { state: { status: 'failed', error: result.error }, retry };
  return { state: { status: 'loading' }, retry };
}
