import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { NextFunction, Request, Response } from 'express';
import { type Connection } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { publicOrigin } from '../auth/issuer';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { SystemSettingsStore } from '../system-settings/system-settings-store';
import { AccountsService } from './accounts.service';
import { oidcConfiguration } from './oidc-configuration';
import { SigningKeysService, type SigningKeySet } from './signing-keys.service';
import { advertiseWebMessage, webMessageResponse } from './web-message-response';

/** Auth0's parameter names, translated into the standard ones oidc-provider understands. */
async function auth0Parameters(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  const query = { ...ctx.query };
  if (ctx.path === '/authorize' && typeof query.audience === 'string' && !query.resource) {
    ctx.query = { ...query, resource: query.audience };
  }
  if (
    ctx.path === '/v2/logout' &&
    typeof query.returnTo === 'string' &&
    !query.post_logout_redirect_uri
  ) {
    ctx.query = { ...query, post_logout_redirect_uri: query.returnTo };
  }
  await next();
}

interface ResponseModeRegistry {
  registerResponseMode(name: string, handler: typeof webMessageResponse): void;
}

interface ProviderEntry {
  keysVersion: string;
  provider: Promise<Provider>;
}

/**
 * The local OpenID provider, one oidc-provider instance per site origin: the issuer must be exactly
 * the URL the browser uses (PUBLIC_URL, or the request's host and port), which locally is only
 * known from the request. A provider's keys are fixed when it is built, so a key rotation builds
 * the next one (its state lives in the database, nothing is lost).
 */
@Injectable()
export class IdentityProviderService {
  private readonly providers = new Map<string, ProviderEntry>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
    private readonly accounts: AccountsService,
    private readonly signingKeys: SigningKeysService,
    private readonly settings: SystemSettingsStore,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(IdentityProviderService.name);
  }

  /** Express middleware for everything under /idp (mounted there by the bootstrap). */
  readonly handle = (request: Request, response: Response, next: NextFunction): void => {
    this.providerFor(publicOrigin(this.config, request))
      .then((provider) => provider.callback()(request, response))
      .catch(next);
  };

  async providerFor(origin: string): Promise<Provider> {
    const keys = await this.signingKeys.current();
    let entry = this.providers.get(origin);
    if (entry?.keysVersion !== keys.version) {
      const provider = this.create(origin, keys);
      const created = { keysVersion: keys.version, provider };
      entry = created;
      this.providers.set(origin, created);
      provider.catch(() => {
        if (this.providers.get(origin) === created) this.providers.delete(origin);
      });
    }
    return entry.provider;
  }

  private async create(origin: string, keys: SigningKeySet): Promise<Provider> {
    const provider = new Provider(
      `${origin}/idp/`,
      oidcConfiguration(origin, {
        config: this.config,
        connection: this.connection,
        accounts: this.accounts,
        signingKeys: keys.privateKeys,
        sessionTimeoutS: () => {
          const minutes = this.settings.latest().sessionTimeoutMinutes;
          return minutes === null ? null : minutes * 60;
        },
      }),
    );
    // Koa believes X-Forwarded-* from anyone once `proxy` is on; with TRUST_PROXY the bootstrap
    // first rewrites them to what Express trusted, so only a configured proxy can claim https.
    provider.proxy = this.config.TRUST_PROXY !== false;
    provider.use(auth0Parameters);
    provider.use(advertiseWebMessage);
    // Public but missing from the package's typings.
    (provider as unknown as ResponseModeRegistry).registerResponseMode(
      'web_message',
      webMessageResponse,
    );
    provider.on('server_error', (_ctx: unknown, error: Error) =>
      this.logger.error({ err: error }, 'identity provider error'),
    );
    return provider;
  }
}
