import { useCallback, useEffect, useState } from 'react';
import { type RemoteData } from '../../../lib/use-remote-data';

/**
 * Loads `load` for `key` and again every `intervalMs` while the screen is open, so new visitor
 * messages and hand-offs show without a reload: a waiting conversation has no advisor yet, so no
 * socket message reaches anyone for it. A refresh keeps what is shown; only a first load that
 * fails shows the error. `reload` asks at once (after the advisor's own change).
 */
export function usePolledData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  intervalMs: number,
): { state: RemoteData<T>; reload: () => void } {
  const [settled, setSettled] = useState<{ key: string; state: RemoteData<T> } | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => setRound((value) => value + 1), intervalMs);
    };
    load(controller.signal).then(
      (data) => {
        setSettled({ key, state: { status: 'ready', data } });
        next();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((previous) =>
          previous?.key === key && previous.state.status === 'ready'
            ? previous
            : { key, state: { status: 'failed', error } },
        );
        next();
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // `key` names everything `load` depends on (as in useRemoteData).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, intervalMs]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: RemoteData<T> = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, reload };
}
