import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type SystemSettings,
  updateSystemSettingsSchema,
  type UpdateSystemSettingsInput,
} from '../../../shared/system-settings/system-settings';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SystemSettingsService } from './system-settings.service';

/** /api/superadmin/system-settings (spec §6: superadmin → system settings). */
@Controller('superadmin/system-settings')
@RequirePermission('system-settings:manage')
export class SystemSettingsController {
  constructor(private readonly settings: SystemSettingsService) {}

  @Get()
  get(): Promise<SystemSettings> {
    return this.settings.get();
  }

  @Put()
  update(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(updateSystemSettingsSchema)) input: UpdateSystemSettingsInput,
  ): Promise<SystemSettings> {
    return this.settings.update(auditActor(principal, request), input);
  }
}
