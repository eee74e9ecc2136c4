import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  securityAlertQuerySchema,
  type SecurityAlertQuery,
} from '../../../shared/security-alerts/security-alerts';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PendingPatchesService } from './patches/pending-patches.service';
import { SecurityAlertReader } from './security-alert-reader';

/** /api/superadmin/security-alerts (spec §6 superadmin: security alerts, pending patches). */
@Controller('superadmin/security-alerts')
@RequirePermission('security-alerts:read')
export class SecurityAlertsController {
  constructor(
    private readonly alerts: SecurityAlertReader,
    private readonly patches: PendingPatchesService,
  ) {}

  @Get()
  list(@Query(new ZodValidationPipe(securityAlertQuerySchema)) query: SecurityAlertQuery) {
    return this.alerts.list(query);
  }

  @Get('patches')
  pendingPatches() {
    return this.patches.current();
  }

  @Post('patches/refresh')
  @HttpCode(200)
  refreshPatches() {
    return this.patches.refresh();
  }

  /** Idempotent: a second acknowledgement answers the first one, and is not audited again. */
  @Post(':id/acknowledge')
  @HttpCode(200)
  acknowledge(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
  ) {
    return this.alerts.acknowledge(auditActor(principal, request), id);
  }
}
