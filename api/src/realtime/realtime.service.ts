import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_CODES,
  type RealtimeCloseCode,
  type RealtimeMessage,
} from '../../../shared/realtime/realtime-messages';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { runAt } from './run-at';
import { SocketHeartbeat } from './socket-heartbeat';
import { sendMessage } from './socket-send';

/** How long shutdown waits for clients to answer the 1001 close before Nest cuts them off. */
const SHUTDOWN_CLOSE_GRACE_MS = 1000;
const SHUTDOWN_REASON = 'Server shutting down';
const TOKEN_EXPIRED_REASON = 'Token expired';
const SUPERSEDED_REASON = 'Replaced by a newer connection';

function closed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve();
    else socket.once('close', () => resolve());
  });
}

/**
 * The accepted sockets of this process, per user: features push messages to a user through
 * `sendToUser` without knowing how many tabs (or none) they have open. It reaches the sockets of
 * this process only; UserFanout reaches those of every instance (REDIS_URL, DESIGN.md).
 * A socket lives no longer than its access token, a user keeps at most
 * REALTIME_MAX_SOCKETS_PER_USER of them (the newest), and SocketHeartbeat drops dead ones.
 */
@Injectable()
export class RealtimeService implements BeforeApplicationShutdown {
  /** Each user's sockets in the order they were accepted, oldest first. */
  private readonly socketsByUser = new Map<string, Set<WebSocket>>();
  private shuttingDown = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly heartbeat: SocketHeartbeat,
  ) {}

  /**
   * Registers an authenticated socket, confirms it with a presence message and closes it with
   * 4001 when its token expires (`tokenExpiresAtMs`, the token's `exp` in epoch milliseconds).
   */
  connect(userId: string, socket: WebSocket, tokenExpiresAtMs: number): void {
    if (this.shuttingDown) {
      socket.close(REALTIME_CLOSE_CODES.goingAway, SHUTDOWN_REASON);
      return;
    }
    // The client may have gone while its token was being verified.
    if (socket.readyState !== WebSocket.OPEN) return;
    const sockets = this.socketsByUser.get(userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.socketsByUser.set(userId, sockets);
    const cancelExpiry = runAt(tokenExpiresAtMs, () =>
      socket.close(REALTIME_CLOSE_CODES.tokenExpired, TOKEN_EXPIRED_REASON),
    );
    socket.once('close', () => {
      cancelExpiry();
      this.forget(userId, socket);
    });
    this.heartbeat.watch(socket);
    sendMessage(socket, { type: 'presence', userId, status: 'connected' });
    this.closeOldest(userId, sockets);
  }

  /** Sends `message` to every open socket of `userId`; answers how many sockets it reached. */
  sendToUser(userId: string, message: RealtimeMessage): number {
    let delivered = 0;
    for (const socket of this.socketsByUser.get(userId) ?? []) {
      if (sendMessage(socket, message)) delivered++;
    }
    return delivered;
  }

  /** Whether `userId` has a socket open on this instance. */
  isConnected(userId: string): boolean {
    return this.socketsByUser.has(userId);
  }

  /**
   * Closes every socket `userId` has open on this instance with `code`, after an `error` message
   * carrying `userMessage` when given (spec §8 wording, e.g. the suspension message), so a
   * suspended user stops receiving at once. Answers how many sockets it closed.
   */
  disconnectUser(userId: string, code: RealtimeCloseCode, userMessage?: string): number {
    const sockets = [...(this.socketsByUser.get(userId) ?? [])];
    this.socketsByUser.delete(userId);
    for (const socket of sockets) {
      if (userMessage) sendMessage(socket, { type: 'error', message: userMessage });
      socket.close(code);
    }
    return sockets.length;
  }

  /** Says 'going away' (1001) to every client, so they reconnect to another instance or later. */
  async beforeApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    const sockets = [...this.socketsByUser.values()].flatMap((set) => [...set]);
    for (const socket of sockets) socket.close(REALTIME_CLOSE_CODES.goingAway, SHUTDOWN_REASON);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_CLOSE_GRACE_MS);
    });
    await Promise.race([Promise.all(sockets.map(closed)), grace]);
    clearTimeout(timer);
  }

  /** Many tabs: the newest ones are those in use, so the oldest sockets make room. */
  private closeOldest(userId: string, sockets: Set<WebSocket>): void {
    for (const socket of sockets) {
      if (sockets.size <= this.config.REALTIME_MAX_SOCKETS_PER_USER) return;
      // Forgotten at once, so neither a count nor a message reaches it while it is closing.
      this.forget(userId, socket);
      socket.close(REALTIME_CLOSE_CODES.superseded, SUPERSEDED_REASON);
    }
  }

  private forget(userId: string, socket: WebSocket): void {
    const sockets = this.socketsByUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.socketsByUser.delete(userId);
  }
}
