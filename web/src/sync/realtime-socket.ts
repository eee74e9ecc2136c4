/**
 * The signed-in user's notifications socket (spec §7 'Real-time'), as the sync engine uses it:
 * connects with the access token the API's gateway expects, hands every parsed message to
 * `onMessage`, calls `onOpen` after every (re)connect (pokes sent while away are not replayed,
 * so the engine pulls then), and reconnects with the spec's backoff. The close codes say when
 * retrying is pointless (shared/realtime/realtime-messages.ts). It follows spec §4: it connects
 * only while the browser is online, resets the attempts on open, reconnects after any close but a
 * final one with the backoff (at most REALTIME_RECONNECT_MAX_ATTEMPTS tries), marks itself
 * disconnected when the browser goes offline and reconnects at once when it comes back. Each tab
 * runs one, and tells its state to `onStatus` (the feed the screens follow, realtime-feed.ts).
 */
import {
  REALTIME_RECONNECT_BASE_DELAY_MS,
  REALTIME_RECONNECT_MAX_ATTEMPTS,
  REALTIME_RECONNECT_MAX_DELAY_MS,
} from '../../../shared/constants';
import {
  notificationsSocketPath,
  REALTIME_CLOSE_CODES,
  realtimeMessageSchema,
  type RealtimeMessage,
} from '../../../shared/realtime/realtime-messages';
import { type RealtimeStatus } from './realtime-feed';

export interface RealtimeSocketOptions {
  userId: string;
  accessToken: (fresh: boolean) => Promise<string>;
  onMessage: (message: RealtimeMessage) => void;
  onOpen: () => void;
  onStatus: (status: RealtimeStatus) => void;
}

/** Codes after which the same user must not reconnect on their own. */
const FINAL_CODES: ReadonlySet<number> = new Set([
  1000,
  REALTIME_CLOSE_CODES.forbidden,
  REALTIME_CLOSE_CODES.superseded,
  REALTIME_CLOSE_CODES.badRequest,
]);

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(REALTIME_RECONNECT_BASE_DELAY_MS * 2 ** attempt, REALTIME_RECONNECT_MAX_DELAY_MS);
}

export class RealtimeSocket {
  private socket: WebSocket | undefined;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** A connect is waiting for its token: another must not start beside it. */
  private awaitingToken = false;
  private readonly reconnectNow = () => {
    this.attempts = 0;
    if (!this.socket && !this.awaitingToken) this.schedule(0, false);
  };
  /** Offline: the socket cannot carry anything; drop it and wait for 'online' instead of retrying. */
  private readonly goOffline = () => {
    clearTimeout(this.timer);
    this.dropSocket();
    this.options.onStatus('disconnected');
  };

  constructor(private readonly options: RealtimeSocketOptions) {
    // Back online: try at once instead of waiting out the backoff (and start counting afresh).
    addEventListener('online', this.reconnectNow);
    addEventListener('offline', this.goOffline);
    if (navigator.onLine) void this.connect(false);
    else options.onStatus('disconnected');
  }

  close(): void {
    this.closed = true;
    removeEventListener('online', this.reconnectNow);
    removeEventListener('offline', this.goOffline);
    clearTimeout(this.timer);
    this.dropSocket();
    this.options.onStatus('idle');
  }

  /** Closes the current socket as a normal end, without its close event scheduling a retry. */
  private dropSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000);
  }

  private schedule(delayMs: number, freshToken: boolean): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(freshToken), delayMs);
  }

  private async connect(freshToken: boolean): Promise<void> {
    if (this.closed || !navigator.onLine || this.awaitingToken) return;
    this.options.onStatus('connecting');
    let token: string;
    this.awaitingToken = true;
    try {
      token = await this.options.accessToken(freshToken);
    } catch {
      this.retryLater(false);
      return;
    } finally {
      this.awaitingToken = false;
    }
    if (this.closed || !navigator.onLine) return;
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(
      `${protocol}//${location.host}${notificationsSocketPath(this.options.userId, token)}`,
    );
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
    });
    socket.addEventListener('error', () => {
      if (this.socket === socket) this.options.onStatus('error');
    });
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      try {
        const parsed = realtimeMessageSchema.safeParse(JSON.parse(event.data));
        if (!parsed.success) return;
        if (parsed.data.type === 'error') this.options.onStatus('error');
        // The server verifies the token after the socket opens and only then sends to it; its
        // presence message says it has. Pulling before would leave a gap nothing fills.
        if (parsed.data.type === 'presence' && parsed.data.userId === this.options.userId) {
          this.options.onStatus('connected');
          this.options.onOpen();
        }
        this.options.onMessage(parsed.data);
      } catch {
        // Not JSON: nothing this client understands.
      }
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.closed) return;
      if (FINAL_CODES.has(event.code)) {
        this.options.onStatus('disconnected');
        return;
      }
      if (event.code === REALTIME_CLOSE_CODES.tokenExpired) this.schedule(0, true);
      else this.retryLater(event.code === REALTIME_CLOSE_CODES.unauthenticated);
    });
  }

  private retryLater(freshToken: boolean): void {
    if (this.closed) return;
    if (this.attempts >= REALTIME_RECONNECT_MAX_ATTEMPTS) {
      this.options.onStatus('failed');
      return;
    }
    this.options.onStatus('retrying');
    this.schedule(reconnectDelayMs(this.attempts++), freshToken);
  }
}
