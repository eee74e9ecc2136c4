import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { isAdminRoles, isSuperadminRoles } from '../../../shared/auth/roles';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { UsersService } from '../users/users.service';
import { expectedIssuer } from './issuer';
import { attachPrincipal } from './principal';
import { principalFromClaims } from './principal-claims';
import { IS_PUBLIC_KEY } from './public.decorator';
import { REQUIRED_ROLE_KEY, type RequiredRole } from './roles.decorator';
import { TokenVerifier } from './token-verifier';

/** Open by path, so features adding public endpoints never have to remember a decorator. */
function isOpenPath(path: string): boolean {
  return path === '/api/health' || path.startsWith('/api/public/');
}

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '');
  return match?.[1];
}

/**
 * The app-wide guard: every HTTP route outside /api/public and /api/health needs a valid bearer
 * token; `@Roles()` adds the role check. WebSocket gateways authenticate on connect instead.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
    private readonly users: UsersService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(JwtAuthGuard.name);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    if (isOpenPath(request.path)) return true;

    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('missing bearer token');
    const claims = await this.verifier
      .verify(token, expectedIssuer(this.config, request))
      .catch((error: unknown) => {
        this.logger.debug({ err: error }, 'bearer token refused');
        throw new UnauthorizedException(error instanceof Error ? error.message : 'invalid token');
      });
    const principal = principalFromClaims(claims, this.config.AUTH0_ROLES_CLAIM);
    await this.users.recordCall(principal);
    attachPrincipal(request, principal);

    const required = this.reflector.getAllAndOverride<RequiredRole | undefined>(
      REQUIRED_ROLE_KEY,
      targets,
    );
    if (required === 'admin' && !isAdminRoles(principal.roles)) throw new ForbiddenException();
    if (required === 'superadmin' && !isSuperadminRoles(principal.roles)) {
      throw new ForbiddenException();
    }
    return true;
  }
}
