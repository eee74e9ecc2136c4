import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { API_KEY_MESSAGES } from '../../../shared/api-keys/api-keys';
import { PARTNER_API_KEY_HEADER } from '../../../shared/api-keys/partner-api';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ACCESS_RULE_KEY, type AccessRule } from '../auth/access.decorator';
import { ApiKeyAuthenticator } from '../api-keys/api-key-authenticator';
import { ApiKeyClock } from '../api-keys/api-key-clock';
import { ApiKeyUsage } from '../api-keys/usage/api-key-usage';
import { ApiException } from '../common/api-exception';
import { SecuritySignals } from '../security-alerts/security-signals';
import { attachPartner } from './partner-request';

/**
 * The partner API's door (issue 16 item 4): the `X-API-Key` value must open an active key (401),
 * the key must hold the route's permission (403), and the call must fit the key's hourly and daily
 * budgets, shared by every instance (429 with Retry-After). Refused permissions spend nothing.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly usage: ApiKeyUsage,
    private readonly clock: ApiKeyClock,
    private readonly signals: SecuritySignals,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ApiKeyGuard.name);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule?.kind !== 'api-key') throw new ApiException(403, CALL_ERROR_MESSAGES.forbidden);
    const route = { method: request.method, path: request.path, ip: request.ip };
    const now = this.clock.now();
    const value = request.get(PARTNER_API_KEY_HEADER);
    const key = await this.authenticator.authenticate(value, now);
    const detail = { ip: request.ip, route: `${route.method} ${route.path}` };
    if (!key) {
      this.logger.warn(route, 'partner call refused: no valid API key');
      const formerKeyId = await this.authenticator.formerKeyId(value);
      if (formerKeyId) {
        await this.signals.report({
          kind: 'revoked-key-used',
          subject: formerKeyId,
          at: now,
          detail,
        });
      }
      throw new ApiException(401, API_KEY_MESSAGES.invalidKey);
    }
    if (!key.permissions.includes(rule.permission)) {
      this.logger.warn(
        { ...route, keyId: key._id, permission: rule.permission },
        'partner call refused: key lacks the permission',
      );
      await this.signals.report({
        kind: 'api-key-permission',
        subject: key._id,
        at: now,
        detail: { ...detail, permission: rule.permission },
      });
      throw new ApiException(403, API_KEY_MESSAGES.keyLacksPermission);
    }
    const verdict = await this.usage.consume(
      { id: key._id, requestsPerHour: key.requestsPerHour, requestsPerDay: key.requestsPerDay },
      { at: now, ip: request.ip ?? '' },
    );
    if (!verdict.allowed) {
      this.logger.warn(
        { ...route, keyId: key._id, window: verdict.window },
        'partner call refused: key limit reached',
      );
      await this.signals.report({
        kind: 'api-key-limit',
        subject: key._id,
        at: now,
        detail: { ...detail, window: verdict.window },
      });
      http.getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new ApiException(429, CALL_ERROR_MESSAGES.tooManyRequests);
    }
    attachPartner(request, { keyId: key._id, name: key.name });
    return true;
  }
}
