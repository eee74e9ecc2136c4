import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type AuthConfig } from '../../../shared/auth/auth-state';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { SystemSettingsStore } from '../system-settings/system-settings-store';
import { identityDomain } from './issuer';

@Controller('public/auth-config')
export class AuthConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SystemSettingsStore,
  ) {}

  /** What the browser's auth module needs, read at run time so one build serves every set-up. */
  @Get()
  async authConfig(@Req() request: Request): Promise<AuthConfig> {
    return {
      mode: this.config.AUTH_MODE,
      domain: identityDomain(this.config, request),
      clientId: this.config.AUTH0_CLIENT_ID,
      audience: this.config.AUTH0_AUDIENCE,
      rolesClaim: this.config.AUTH0_ROLES_CLAIM,
      sessionTimeoutMinutes: (await this.settings.current()).sessionTimeoutMinutes,
    };
  }
}
