import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SystemSettingsController } from './system-settings.controller';
import { SystemSettingsRepository } from './system-settings.repository';
import { SystemSettingsService } from './system-settings.service';
import { SystemSettingsStore } from './system-settings-store';

/**
 * System settings (issue 16 item 2): the super admin's endpoints and the store every feature that
 * applies a setting reads (global, so identity, the partner API and the HTTP middleware can).
 */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [SystemSettingsController],
  providers: [SystemSettingsRepository, SystemSettingsStore, SystemSettingsService],
  exports: [SystemSettingsStore],
})
export class SystemSettingsModule {}
