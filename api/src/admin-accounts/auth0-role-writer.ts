import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ADMIN_ACCOUNT_MESSAGES } from '../../../shared/admin/admin-accounts';
import { type Role } from '../../../shared/auth/roles';
import { domainUrl } from '../auth/issuer';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';

const MANAGEMENT_TIMEOUT_MS = 10_000;

/**
 * In Auth0 mode the tenant issues the roles claim, so a role change made here is also written
 * there (issue 16 item 1): the user's `app_metadata.roles`, which the tenant's login Action puts
 * into the namespaced claim, through the Management API (`PATCH /api/v2/users/{id}`) with a
 * client-credentials token. The API itself authorises from the stored record either way
 * (DESIGN.md decision 11); this keeps the next token, and so the UI, in step.
 */
@Injectable()
export class Auth0RoleWriter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(Auth0RoleWriter.name);
  }

  get enabled(): boolean {
    return this.config.AUTH_MODE === 'auth0';
  }

  /** Writes `roles` to the Auth0 user `sub`; 502 (nothing stored here) when the tenant refuses. */
  async setRoles(sub: string, roles: readonly Role[]): Promise<void> {
    const { AUTH0_MANAGEMENT_CLIENT_ID: clientId, AUTH0_MANAGEMENT_CLIENT_SECRET: secret } =
      this.config;
    if (!clientId || !secret) {
      this.logger.error('role change asked in Auth0 mode without Management API credentials');
      throw new ApiException(503, ADMIN_ACCOUNT_MESSAGES.identityUnavailable);
    }
    const base = domainUrl(this.config.AUTH0_DOMAIN ?? '');
    const grant = await this.call('POST', `${base}/oauth/token`, {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
      audience: `${base}/api/v2/`,
    });
    await this.call(
      'PATCH',
      `${base}/api/v2/users/${encodeURIComponent(sub)}`,
      { app_metadata: { roles } },
      String(grant.access_token),
    );
    this.logger.info({ userId: sub, roles }, 'roles written to Auth0');
  }

  private async call(
    method: 'POST' | 'PATCH',
    url: string,
    body: object,
    bearer?: string,
  ): Promise<Record<string, unknown>> {
    const response = await fetch(url, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(MANAGEMENT_TIMEOUT_MS),
    }).catch(() => undefined);
    if (!response?.ok) {
      this.logger.error({ method, url, status: response?.status }, 'Auth0 Management API failed');
      throw new ApiException(502, ADMIN_ACCOUNT_MESSAGES.identityUnavailable);
    }
    return (await response.json()) as Record<string, unknown>;
  }
}
