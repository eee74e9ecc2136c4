import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-errors';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { RolePermissions } from '../roles/role-permissions';
import { SecuritySignals } from '../security-alerts/security-signals';
import { UsersService } from '../users/users.service';
import { accessRuleOf } from './access-rule';
import { type AccessRule } from './access.decorator';
import { expectedIssuer } from './issuer';
import { attachPrincipal, type Principal } from './principal';
import { principalFromClaims } from './principal-claims';
import { SERVES_DELETED_ACCOUNTS_KEY } from './serves-deleted-accounts.decorator';
import { TokenVerifier } from './token-verifier';

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '');
  return match?.[1];
}

/**
 * The app-wide guard (DESIGN.md decision 11): every HTTP route outside its declared public ones
 * needs a valid bearer token; the caller's roles and status then come from their stored record,
 * never from the token (read by `_id`, or from UserRecordCache for two seconds at most; every
 * write of a record clears it on every instance, so a demotion or suspension counts at the next
 * call); and the route's declared rule (access.decorator.ts) decides, against the permissions
 * the stored roles grant (roles/role-permissions.ts). Every refusal is
 * logged. WebSocket gateways authenticate on connect instead.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
    private readonly users: UsersService,
    private readonly rolePermissions: RolePermissions,
    private readonly signals: SecuritySignals,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(JwtAuthGuard.name);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const rule = accessRuleOf(
      this.reflector,
      context.getHandler(),
      context.getClass(),
      request.path,
    );
    // Partner calls carry an API key, not a token: RequireApiKey's own guard decides.
    if (rule?.kind === 'public' || rule?.kind === 'api-key') return true;
    await this.admit(request, rule, {
      servesDeletedAccounts: this.reflector.getAllAndOverride<boolean | undefined>(
        SERVES_DELETED_ACCOUNTS_KEY,
        [context.getHandler(), context.getClass()],
      ),
    });
    return true;
  }

  /**
   * Lets the caller of `request` in under `rule` (a route's that needs a signed-in caller):
   * the principal with their stored roles, also attached to the request; an ApiException, logged,
   * otherwise. Also the check of the calls answered ahead of Nest's routing
   * (notification-reads.middleware.ts), so they are admitted exactly as their routes would be.
   */
  async admit(
    request: Request,
    rule: AccessRule | undefined,
    options: { servesDeletedAccounts?: boolean } = {},
  ): Promise<Principal> {
    const route = { method: request.method, path: request.path };
    const claimed = await this.authenticate(request, route);
    const now = new Date();
    const user = await this.users
      .recordCall(claimed, now, options)
      .catch(async (error: unknown) => {
        // A suspended user still holding a valid token and using it: a security alert.
        if (error instanceof ApiException && error.message === AUTH_MESSAGES.accountSuspended) {
          await this.signals.report({
            kind: 'suspended-user-active',
            subject: claimed.sub,
            at: now,
            detail: {
              ip: request.ip,
              email: claimed.email,
              route: `${route.method} ${route.path}`,
            },
          });
        }
        throw error;
      });
    const principal: Principal = { ...claimed, roles: user.roles };
    attachPrincipal(request, principal, user);

    if (!rule) {
      this.logger.error(
        { ...route, userId: principal.sub },
        'refused: route declares no access rule',
      );
      throw new ApiException(403, CALL_ERROR_MESSAGES.forbidden);
    }
    if (rule.kind === 'permission' && !(await this.rolePermissions.grants(user, rule.permission))) {
      this.logger.warn(
        {
          ...route,
          userId: principal.sub,
          ip: request.ip,
          roles: principal.roles,
          permission: rule.permission,
        },
        'refused: permission not granted',
      );
      throw new ApiException(403, CALL_ERROR_MESSAGES.forbidden);
    }
    return principal;
  }

  /** The caller the bearer token names; 401 without a valid one. */
  private async authenticate(
    request: Request,
    route: { method: string; path: string },
  ): Promise<Principal> {
    const token = bearerToken(request);
    if (!token) {
      this.logger.warn(route, 'refused: no bearer token');
      throw new ApiException(401, CALL_ERROR_MESSAGES.unauthorized);
    }
    const claims = await this.verifier
      .verify(token, expectedIssuer(this.config, request))
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : 'invalid token';
        this.logger.warn({ ...route, reason }, 'refused: bearer token not valid');
        throw new ApiException(401, CALL_ERROR_MESSAGES.unauthorized);
      });
    return principalFromClaims(claims, this.config.AUTH0_ROLES_CLAIM);
  }
}
