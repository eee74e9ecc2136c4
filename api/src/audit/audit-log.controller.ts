import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { type AuditEntryView } from '../../../shared/admin/audit';
import { auditQuerySchema, type AuditQuery } from '../../../shared/admin/system-logs';
import { type CsvColumn, sendCsv, toCsv } from '../admin-grid/csv';
import { RequirePermission } from '../auth/access.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AuditLog } from './audit-log.service';

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

const CSV_COLUMNS: CsvColumn<AuditEntryView>[] = [
  { header: 'time', value: (entry) => entry.at },
  { header: 'actor', value: (entry) => entry.actorEmail },
  { header: 'actor id', value: (entry) => entry.actorId },
  { header: 'action', value: (entry) => entry.action },
  { header: 'resource', value: (entry) => entry.resourceType },
  { header: 'resource id', value: (entry) => entry.resourceId },
  { header: 'before', value: (entry) => json(entry.before) },
  { header: 'after', value: (entry) => json(entry.after) },
  { header: 'ip', value: (entry) => entry.ip },
];

const contains = (value: string, wanted: string | undefined) =>
  !wanted || value.toLowerCase().includes(wanted.toLowerCase());

/** /api/admin/audit-log: who did what, read by day range and filtered (issue 13 item 9). */
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLog) {}

  @RequirePermission('logs:read')
  @Get()
  async list(@Query(new ZodValidationPipe(auditQuerySchema)) query: AuditQuery) {
    return { entries: await this.matching(query) };
  }

  @RequirePermission('logs:download')
  @Get('export.csv')
  async download(
    @Query(new ZodValidationPipe(auditQuerySchema)) query: AuditQuery,
    @Res() response: Response,
  ) {
    sendCsv(
      response,
      `audit-log-${query.from}-${query.to}.csv`,
      toCsv(CSV_COLUMNS, await this.matching(query)),
    );
  }

  /** The range's entries matching the filters, newest first. */
  private async matching(query: AuditQuery): Promise<AuditEntryView[]> {
    const entries = await this.audit.list({ from: query.from, to: query.to });
    return entries
      .filter(
        (entry) =>
          (contains(entry.actorEmail, query.actor) || contains(entry.actorId, query.actor)) &&
          contains(entry.action, query.action) &&
          contains(entry.resourceType, query.resource),
      )
      .reverse();
  }
}
