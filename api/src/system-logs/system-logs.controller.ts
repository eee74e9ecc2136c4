import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  clearSystemLogsSchema,
  type ClearSystemLogsInput,
  type SystemLogEntry,
  systemLogQuerySchema,
  type SystemLogQuery,
} from '../../../shared/admin/system-logs';
import { type CsvColumn, sendCsv, toCsv } from '../admin-grid/csv';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SystemLogsService } from './system-logs.service';

const CSV_COLUMNS: CsvColumn<SystemLogEntry>[] = [
  { header: 'timestamp', value: (entry) => entry.timestamp },
  { header: 'level', value: (entry) => entry.level },
  { header: 'message', value: (entry) => entry.message },
  { header: 'user', value: (entry) => entry.user },
  { header: 'ip', value: (entry) => entry.ip },
  { header: 'action', value: (entry) => entry.action },
  { header: 'module', value: (entry) => entry.module },
  { header: 'details', value: (entry) => entry.details },
];

/** /api/admin/system-logs: spec §6 admin → logs (filter, download, clear). */
@Controller('admin/system-logs')
export class SystemLogsController {
  constructor(private readonly logs: SystemLogsService) {}

  @RequirePermission('logs:read')
  @Get()
  async list(@Query(new ZodValidationPipe(systemLogQuerySchema)) query: SystemLogQuery) {
    return { entries: await this.logs.list(query) };
  }

  @RequirePermission('logs:download')
  @Get('export.csv')
  async download(
    @Query(new ZodValidationPipe(systemLogQuerySchema)) query: SystemLogQuery,
    @Res() response: Response,
  ) {
    const csv = toCsv(CSV_COLUMNS, await this.logs.list(query));
    sendCsv(response, `system-logs-${query.from}-${query.to}.csv`, csv);
  }

  @RequirePermission('logs:clear')
  @Post('clear')
  @HttpCode(200)
  async clear(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(clearSystemLogsSchema)) input: ClearSystemLogsInput,
  ) {
    return { removed: await this.logs.clear(auditActor(principal, request), input) };
  }
}
