import { useEffect, useState } from 'react';
import { type ApplicationBoard } from '../../../../../shared/applications/application';
import { type GridQuery } from '../../../../../shared/admin/grid-query';
import { fetchBoard } from './admin-applications-api';

export type BoardState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; board: ApplicationBoard; stale: boolean };

/** The board for `query`, read again whenever `version` grows (after a change made here). */
export function useBoard(
  query: GridQuery,
  version: number,
): { state: BoardState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The query as text: a new object with the same values is the same request.
  const queryText = JSON.stringify(query);
  const key = `${queryText}|${version}|${attempt}`;
  const [result, setResult] = useState<{
    key: string;
    board?: ApplicationBoard;
    error?: unknown;
  }>();
  useEffect(() => {
    const controller = new AbortController();
    fetchBoard(JSON.parse(queryText) as GridQuery, controller.signal).then(
      (board) => setResult({ key, board }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, error });
      },
    );
    return () => controller.abort();
  }, [key, queryText]);
  const retry = () => setAttempt((value) => value + 1);
  if (result?.board) {
    // The last answer stays on screen while the next one loads, so filters do not flash.
    return { state: { status: 'ready', board: result.board, stale: result.key !== key }, retry };
  }
  if (result && result.key === key)
    return { state: { status: 'failed', error: result.error }, retry };
  return { state: { status: 'loading' }, retry };
}
