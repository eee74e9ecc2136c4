import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  BACKUP_CONTENT_TYPE,
  MAINTENANCE_MESSAGES,
  restoreTargetSchema,
  type RestoreTarget,
} from '../../../shared/maintenance/maintenance';
import { type CacheVersion } from '../../../shared/maintenance/runtime-cache';
import { auditActor } from '../audit/audit-log.service';
import { Public, RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { MaintenanceService } from './maintenance.service';

/** /api/superadmin/maintenance (spec §6 superadmin: database backup, clear cache). */
@Controller('superadmin/maintenance')
@RequirePermission('maintenance:run')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  /** The archive, streamed as it is read: never held whole in memory. */
  @Get('backup')
  async backup(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    response.setHeader('Content-Type', BACKUP_CONTENT_TYPE);
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="backup-${this.maintenance.databaseName}-${stamp}.ndjson.gz"`,
    );
    response.setHeader('Cache-Control', 'no-store');
    // Once bytes are out, a failure can only cut the download; the restore refuses a cut archive.
    await this.maintenance.backup(auditActor(principal, request), response).catch(() => {
      response.destroy();
    });
  }

  /** The request body is the gzip archive itself (Content-Type application/gzip). */
  @Post('restore')
  @HttpCode(201)
  restore(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Query(new ZodValidationPipe(restoreTargetSchema)) target: RestoreTarget,
  ) {
    if (!request.is(BACKUP_CONTENT_TYPE)) {
      throw new ApiException(400, MAINTENANCE_MESSAGES.notAnArchive);
    }
    return this.maintenance.restore(auditActor(principal, request), request, target.database);
  }

  @Post('clear-cache')
  @HttpCode(200)
  clearCache(@CurrentPrincipal() principal: Principal, @Req() request: Request) {
    return this.maintenance.clearCaches(auditActor(principal, request));
  }
}

/** The runtime cache version every page compares with its own (web/src/data/runtime-cache-version.ts). */
@Controller('public/maintenance')
@Public()
export class RuntimeCacheVersionController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Get('cache-version')
  async cacheVersion(): Promise<CacheVersion> {
    return { version: await this.maintenance.runtimeCacheVersion() };
  }
}
