import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type WebSocket } from 'ws';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';

/**
 * Finds sockets whose peer vanished without a close (a laptop lid shut, a mobile network gone):
 * every REALTIME_HEARTBEAT_INTERVAL_MS each watched socket is pinged, and one that has not
 * answered the previous ping by then is terminated, so a dead socket is gone within two
 * intervals. Browsers answer pings on their own. One timer serves every socket, and it runs only
 * while there is a socket to watch.
 */
@Injectable()
export class SocketHeartbeat implements OnApplicationShutdown {
  /** Each watched socket, and whether it answered since the last ping. */
  private readonly answered = new Map<WebSocket, boolean>();
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  watch(socket: WebSocket): void {
    this.answered.set(socket, true);
    socket.on('pong', () => {
      if (this.answered.has(socket)) this.answered.set(socket, true);
    });
    socket.once('close', () => this.unwatch(socket));
    this.timer ??= setInterval(() => this.beat(), this.config.REALTIME_HEARTBEAT_INTERVAL_MS);
  }

  onApplicationShutdown(): void {
    this.stop();
  }

  private beat(): void {
    for (const [socket, answered] of this.answered) {
      if (answered) {
        this.answered.set(socket, false);
        socket.ping();
      } else {
        // No close handshake: a peer that stopped answering pings would not answer it either.
        this.unwatch(socket);
        socket.terminate();
      }
    }
  }

  private unwatch(socket: WebSocket): void {
    this.answered.delete(socket);
    if (this.answered.size === 0) this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
