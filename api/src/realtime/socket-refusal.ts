import { AUTH_MESSAGES } from '../../../shared/auth/auth-errors';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import {
  REALTIME_CLOSE_CODES,
  type RealtimeCloseCode,
} from '../../../shared/realtime/realtime-messages';

/**
 * Why a socket is not accepted: the close code and spec §8 message the client gets, and the
 * detail (`message`) that only the log sees.
 */
export class SocketRefusal extends Error {
  private constructor(
    readonly closeCode: RealtimeCloseCode,
    readonly userMessage: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'SocketRefusal';
  }

  static badRequest(detail: string): SocketRefusal {
    return new SocketRefusal(
      REALTIME_CLOSE_CODES.badRequest,
      CALL_ERROR_MESSAGES.badRequest,
      detail,
    );
  }

  static unauthenticated(detail: string): SocketRefusal {
    return new SocketRefusal(
      REALTIME_CLOSE_CODES.unauthenticated,
      CALL_ERROR_MESSAGES.unauthorized,
      detail,
    );
  }

  static forbidden(detail: string): SocketRefusal {
    return new SocketRefusal(REALTIME_CLOSE_CODES.forbidden, CALL_ERROR_MESSAGES.forbidden, detail);
  }

  static suspended(detail: string): SocketRefusal {
    return new SocketRefusal(
      REALTIME_CLOSE_CODES.forbidden,
      AUTH_MESSAGES.accountSuspended,
      detail,
    );
  }

  static serverError(detail: string): SocketRefusal {
    return new SocketRefusal(REALTIME_CLOSE_CODES.serverError, CALL_ERROR_MESSAGES.server, detail);
  }
}
