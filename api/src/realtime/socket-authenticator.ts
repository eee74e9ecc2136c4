import type { IncomingMessage } from 'node:http';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { principalFromClaims } from '../auth/principal-claims';
import { type Principal } from '../auth/principal';
import { TokenVerifier } from '../auth/token-verifier';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { UsersService } from '../users/users.service';
import { SocketRefusal } from './socket-refusal';
import { upgradeIssuer } from './upgrade-issuer';

/** Only the query matters; the base just lets URL parse the request's path. */
const URL_BASE = 'http://socket.invalid';

/** Who opened a socket, and until when their token lets the socket stay open. */
export interface SocketIdentity {
  principal: Principal;
  /** The access token's `exp`, in epoch milliseconds. */
  tokenExpiresAtMs: number;
}

/**
 * Authenticates a socket on connect the way the app-wide HTTP guard authenticates a request
 * (app-wide guards never see WebSocket upgrades): the token from the `token` query parameter is
 * verified against the same JWKS, issuer and audience, the user is upserted (suspended users are
 * refused), and `userId` must be the token's subject, the id `GET /api/me` answers as `sub`.
 */
@Injectable()
export class SocketAuthenticator {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly verifier: TokenVerifier,
    private readonly users: UsersService,
  ) {}

  /** The user the connection belongs to; rejects with a `SocketRefusal` saying why not. */
  async authenticate(request: IncomingMessage): Promise<SocketIdentity> {
    const query = new URL(request.url ?? '/', URL_BASE).searchParams;
    const token = query.get('token');
    const userId = query.get('userId');
    if (!token) throw SocketRefusal.unauthenticated('missing token');
    if (!userId) throw SocketRefusal.badRequest('missing userId');

    const claims = await this.verifier
      .verify(token, upgradeIssuer(this.config, request))
      .catch((error: unknown) => {
        throw SocketRefusal.unauthenticated(error instanceof Error ? error.message : 'bad token');
      });
    const principal = principalFromClaims(claims, this.config.AUTH0_ROLES_CLAIM);
    const user = await this.users.recordCall(principal).catch((error: unknown) => {
      if (error instanceof ApiException && error.getStatus() === HttpStatus.FORBIDDEN) {
        throw SocketRefusal.suspended(`user ${principal.sub} is suspended`);
      }
      // A deleted account, or a session signed out everywhere: a refusal, not a server failure.
      if (error instanceof ApiException && error.getStatus() === HttpStatus.UNAUTHORIZED) {
        throw SocketRefusal.unauthenticated(`user ${principal.sub}: ${error.message}`);
      }
      throw error;
    });
    if (userId !== principal.sub) {
      throw SocketRefusal.forbidden(`userId ${userId} is not the token's subject ${principal.sub}`);
    }
    return { principal: { ...principal, roles: user.roles }, tokenExpiresAtMs: claims.exp * 1000 };
  }
}
