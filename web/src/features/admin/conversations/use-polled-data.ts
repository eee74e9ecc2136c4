import { useCallback, useEffect, useRef, useState } from 'react';
import { type RealtimeMessage } from '../../../../../shared/realtime/realtime-messages';
import { type RemoteData } from '../../../lib/use-remote-data';
import {
  realtimeStatus,
  subscribeRealtimeMessages,
  subscribeRealtimeStatus,
} from '../../../sync/realtime-feed';

/**
 * Loads `load` for `key`, again at once when the advisor's socket brings a message `refreshOn`
 * accepts (a hand-off, a visitor's message) and whenever the socket reconnects (what was sent
 * while it was away is not replayed), and every `intervalMs` as the fallback when no socket
 * carries anything. A refresh keeps what is shown; only a first load that fails shows the error.
 * `reload` asks at once (after the advisor's own change); `requestedAt` is when the request of the
 * data shown was made (ms).
 */
export function usePolledData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  intervalMs: number,
  refreshOn: (message: RealtimeMessage) => boolean = () => false,
): { state: RemoteData<T>; reload: () => void; requestedAt: number } {
  const [settled, setSettled] = useState<{
    key: string;
    state: RemoteData<T>;
    requestedAt: number;
  } | null>(null);
  const [round, setRound] = useState(0);
  const wanted = useRef(refreshOn);
  useEffect(() => {
    wanted.current = refreshOn;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => setRound((value) => value + 1), intervalMs);
    };
    const requestedAt = Date.now();
    load(controller.signal).then(
      (data) => {
        setSettled({ key, state: { status: 'ready', data }, requestedAt });
        next();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((previous) =>
          previous?.key === key && previous.state.status === 'ready'
            ? previous
            : { key, state: { status: 'failed', error }, requestedAt },
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

  useEffect(() => {
    let connected = realtimeStatus() === 'connected';
    const stopStatus = subscribeRealtimeStatus(() => {
      const now = realtimeStatus() === 'connected';
      if (now && !connected) reload();
      connected = now;
    });
    const stopMessages = subscribeRealtimeMessages((message) => {
      if (wanted.current(message)) reload();
    });
    return () => {
      stopStatus();
      stopMessages();
    };
  }, [reload]);

  const state: RemoteData<T> = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, reload, requestedAt: settled?.requestedAt ?? 0 };
}
