import type { IncomingMessage } from 'node:http';
import { type OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import { PinoLogger } from 'nestjs-pino';
import { type WebSocket } from 'ws';
import {
  REALTIME_CLOSE_CODES,
  REALTIME_NOTIFICATIONS_PATH,
} from '../../../shared/realtime/realtime-messages';
import { redactUrl } from '../logging/redact-url';
import { RealtimeService } from './realtime.service';
import { SocketAuthenticator } from './socket-authenticator';
import { SocketRefusal } from './socket-refusal';
import { sendMessage } from './socket-send';

/** The browser only listens on this socket, so anything it sends beyond a small frame is abuse. */
const MAX_INCOMING_FRAME_BYTES = 4096;

/**
 * `/ws/notifications?userId=&token=` on the API's own port (the WsAdapter drops upgrades to any
 * other path). Each connection is authenticated before it is registered; a refused one gets one
 * error message and a close code from `REALTIME_CLOSE_CODES`.
 */
@WebSocketGateway({ path: REALTIME_NOTIFICATIONS_PATH, maxPayload: MAX_INCOMING_FRAME_BYTES })
export class RealtimeGateway implements OnGatewayConnection<WebSocket> {
  constructor(
    private readonly authenticator: SocketAuthenticator,
    private readonly realtime: RealtimeService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(RealtimeGateway.name);
  }

  /** Nest does not await this, so it never rejects: every failure ends as a refusal. */
  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    try {
      const { principal, tokenExpiresAtMs } = await this.authenticator.authenticate(request);
      this.realtime.connect(principal.sub, socket, tokenExpiresAtMs);
    } catch (error) {
      this.refuse(socket, request, error);
    }
  }

  private refuse(socket: WebSocket, request: IncomingMessage, error: unknown): void {
    const refusal =
      error instanceof SocketRefusal
        ? error
        : SocketRefusal.serverError(error instanceof Error ? error.message : String(error));
    // The URL says which upgrade it was; its token must not reach the log.
    const details = {
      url: redactUrl(request.url),
      closeCode: refusal.closeCode,
      reason: refusal.message,
    };
    if (refusal.closeCode === REALTIME_CLOSE_CODES.serverError) {
      this.logger.error({ ...details, err: error }, 'WebSocket connection failed');
    } else {
      this.logger.warn(details, 'WebSocket connection refused');
    }
    sendMessage(socket, { type: 'error', message: refusal.userMessage });
    socket.close(refusal.closeCode);
  }
}
