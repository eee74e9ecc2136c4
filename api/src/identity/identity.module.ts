import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import express, { type Router } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { type Role } from '../../../shared/auth/roles';
import { FLAG_KEYS } from '../../../shared/flags/known-flags';
import { publicOrigin } from '../auth/issuer';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { FeatureFlagStore } from '../flags/feature-flag-store';
import { flagContextOf } from '../flags/flag-context';
import { NotificationsModule } from '../notifications/notifications.module';
import { passwordPolicyOf } from '../system-settings/password-policy-of';
import { SystemSettingsStore } from '../system-settings/system-settings-store';
import {
  ACCOUNT_EMAIL_MODEL,
  ACCOUNT_MODEL,
  AccountEmailSchema,
  AccountSchema,
} from './account.schema';
import { AccountsService, DuplicateEmailError } from './accounts.service';
import { IdentityKeysModule } from './identity-keys.module';
import { IdentityProviderService } from './identity-provider.service';
import { interactionRouter } from './interaction-router';
import { LoginAttemptRepository } from './login-attempt.repository';
import { LoginLockoutService } from './login-lockout.service';
import { OidcCleanupService } from './oidc-cleanup.service';
import { PasswordHasher } from './password-hasher';
import { SECURITY_EVENT_MODEL, SecurityEventSchema } from './security-event.schema';
import { SecurityEventsService } from './security-events.service';
import { SessionLimitService } from './session-limit.service';
import seedAccounts from './seed-accounts.json';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { TwoFactorService } from './two-factor/two-factor.service';

/**
 * The local OpenID provider (AUTH_MODE=local): accounts, lockout, two-factor, security events, and the
 * Express router the bootstrap mounts under /idp.
 */
@Module({
  imports: [
    IdentityKeysModule,
    NotificationsModule,
    MongooseModule.forFeature([
      { name: ACCOUNT_MODEL, schema: AccountSchema },
      { name: ACCOUNT_EMAIL_MODEL, schema: AccountEmailSchema },
      { name: SECURITY_EVENT_MODEL, schema: SecurityEventSchema },
    ]),
  ],
  providers: [
    AccountsService,
    SecurityEventsService,
    IdentityProviderService,
    OidcCleanupService,
    PasswordHasher,
    LoginAttemptRepository,
    LoginLockoutService,
    SessionLimitService,
    TwoFactorRepository,
    TwoFactorService,
  ],
  exports: [AccountsService, SecurityEventsService, IdentityProviderService, TwoFactorService],
})
export class IdentityModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly providers: IdentityProviderService,
    private readonly flags: FeatureFlagStore,
    private readonly settings: SystemSettingsStore,
    private readonly sessions: SessionLimitService,
    private readonly twoFactor: TwoFactorService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(IdentityModule.name);
  }

  /** Everything under /idp: the provider's own pages first, then oidc-provider's endpoints. */
  router(): Router {
    const router = express.Router();
    router.use(
      '/interaction',
      interactionRouter(
        (request) => this.providers.providerFor(publicOrigin(this.config, request)),
        this.accounts,
        (request, language) =>
          this.flags.isOn(FLAG_KEYS.newSignUps, { ...flagContextOf(request), language }),
        async () => {
          const settings = await this.settings.current();
          return { policy: passwordPolicyOf(settings), expiryDays: settings.passwordExpiryDays };
        },
        this.sessions,
        this.twoFactor,
        this.config.CLIENT_COUNTRY_HEADER,
      ),
    );
    router.use(this.providers.handle);
    return router;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.AUTH_MODE !== 'local' || !this.config.IDP_SEED_ACCOUNTS) return;
    for (const seed of seedAccounts) {
      if (await this.accounts.findByEmail(seed.email)) continue;
      try {
        await this.accounts.create({ ...seed, roles: seed.roles as Role[] });
        this.logger.info({ email: seed.email }, 'seeded account');
      } catch (error) {
        // Another instance seeded it at the same moment.
        if (!(error instanceof DuplicateEmailError)) throw error;
      }
    }
  }
}
