import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_CODES,
  type RealtimeMessage,
} from '../../../shared/realtime/realtime-messages';
import { sendMessage } from './socket-send';

/** How long shutdown waits for clients to answer the 1001 close before Nest cuts them off. */
const SHUTDOWN_CLOSE_GRACE_MS = 1000;
const SHUTDOWN_REASON = 'Server shutting down';

function closed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve();
    else socket.once('close', () => resolve());
  });
}

/**
 * The accepted sockets of this process, per user: features push messages to a user through
 * `sendToUser` without knowing how many tabs (or none) they have open. It reaches the sockets of
 * this process only; reaching those of other instances is the REDIS_URL fan-out of DESIGN.md.
 */
@Injectable()
export class RealtimeService implements BeforeApplicationShutdown {
  private readonly socketsByUser = new Map<string, Set<WebSocket>>();
  private shuttingDown = false;

  /** Registers an authenticated socket and confirms it with a presence message. */
  connect(userId: string, socket: WebSocket): void {
    if (this.shuttingDown) {
      socket.close(REALTIME_CLOSE_CODES.goingAway, SHUTDOWN_REASON);
      return;
    }
    // The client may have gone while its token was being verified.
    if (socket.readyState !== WebSocket.OPEN) return;
    const sockets = this.socketsByUser.get(userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.socketsByUser.set(userId, sockets);
    socket.once('close', () => this.forget(userId, socket));
    sendMessage(socket, { type: 'presence', userId, status: 'connected' });
  }

  /** Sends `message` to every open socket of `userId`; answers how many sockets it reached. */
  sendToUser(userId: string, message: RealtimeMessage): number {
    let delivered = 0;
    for (const socket of this.socketsByUser.get(userId) ?? []) {
      if (sendMessage(socket, message)) delivered++;
    }
    return delivered;
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

  private forget(userId: string, socket: WebSocket): void {
    const sockets = this.socketsByUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.socketsByUser.delete(userId);
  }
}
