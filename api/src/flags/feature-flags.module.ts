import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module';
import { EvaluatedFlagsController } from './evaluated-flags.controller';
import { FeatureFlagRepository } from './feature-flag.repository';
import { FeatureFlagStore } from './feature-flag-store';
import { FeatureFlagsController } from './feature-flags.controller';
import { FeatureFlagsService } from './feature-flags.service';
import { MaintenanceInterceptor } from './maintenance.interceptor';

/**
 * Feature flags (issue 16 item 3): the super admin's endpoints, the callers' evaluated flags, the
 * maintenance-mode interceptor, and the store every feature asks (global, so the assistant, the
 * sign-up and the user records can read a flag without importing this module).
 */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [FeatureFlagsController, EvaluatedFlagsController],
  providers: [
    FeatureFlagRepository,
    FeatureFlagStore,
    FeatureFlagsService,
    { provide: APP_INTERCEPTOR, useClass: MaintenanceInterceptor },
  ],
  exports: [FeatureFlagStore],
})
export class FeatureFlagsModule {}
