import { Body, Controller, Get, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import {
  leadChangeSchema,
  leadModerationSchema,
  leadsGrid,
  type LeadAssignee,
  type LeadDetail,
  type LeadRow,
} from '../../../../shared/leads/inbox';
import { REFERENCE_ID_PATTERN } from '../../../../shared/leads/reference-id';
import { type GridPage } from '../../../../shared/admin/grid-query';
import { type z } from 'zod';
import { AuditLog, auditActor } from '../../audit/audit-log.service';
import { RequirePermission } from '../../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../../auth/principal';
import { ApiException } from '../../common/api-exception';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { sendCsv, streamCsv, toCsv } from '../../admin-grid/csv';
import { CONSENT_EXPORT_COLUMNS, consentLinesOf, LEAD_EXPORT_COLUMNS } from './lead-csv';
import { LeadInboxService, type LeadsQuery } from './lead-inbox.service';

const queryPipe = new ZodValidationPipe(leadsGrid.querySchema);

/** A reference ID, or 404: nothing else names a lead. */
function leadId(id: string): string {
  if (!REFERENCE_ID_PATTERN.test(id)) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
  return id;
}

/**
 * The admin leads inbox (issue 13 item 3): `/api/admin/leads` lists with the grid's query,
 * `/export.csv` downloads everything the query matches, `/:id` is one lead (PATCH saves its
 * follow-up), `/:id/moderation` approves or rejects a success story, `/:id/consents.csv`
 * downloads its consent records.
 */
@Controller('admin/leads')
export class LeadsInboxController {
  constructor(
    private readonly inbox: LeadInboxService,
    private readonly audit: AuditLog,
  ) {}

  @RequirePermission('leads:read')
  @Get()
  list(
    @Query(queryPipe) query: LeadsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<GridPage<LeadRow>> {
    return this.inbox.page(this.inbox.forCaller(query, principal.sub));
  }

  @RequirePermission('leads:read')
  @Get('assignees')
  async assignees(): Promise<{ items: LeadAssignee[] }> {
    return { items: await this.inbox.assignees() };
  }

  @RequirePermission('leads:export')
  @Get('export.csv')
  async export(
    @Query(queryPipe) query: LeadsQuery,
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const rows = await this.inbox.matching(this.inbox.forCaller(query, principal.sub));
    await this.audit.record(auditActor(principal, request), {
      action: 'lead.export',
      resourceType: 'lead',
      resourceId: 'query',
      after: { query: query as unknown as Record<string, unknown>, count: rows.length },
    });
    await streamCsv(response, 'leads.csv', LEAD_EXPORT_COLUMNS, rows);
  }

  @RequirePermission('leads:read')
  @Get(':id')
  detail(@Param('id') id: string): Promise<LeadDetail> {
    return this.inbox.detail(leadId(id));
  }

  @RequirePermission('leads:export')
  @Get(':id/consents.csv')
  async consents(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const lead = await this.inbox.detail(leadId(id));
    await this.audit.record(auditActor(principal, request), {
      action: 'lead.export-consents',
      resourceType: 'lead',
      resourceId: lead.id,
      after: { count: lead.consents.length },
    });
    sendCsv(
      response,
      `consents-${lead.id}.csv`,
      toCsv(CONSENT_EXPORT_COLUMNS, consentLinesOf(lead)),
    );
  }

  @RequirePermission('leads:update')
  @Patch(':id')
  change(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(leadChangeSchema)) change: z.output<typeof leadChangeSchema>,
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
  ): Promise<LeadDetail> {
    return this.inbox.change(leadId(id), change, auditActor(principal, request));
  }

  @RequirePermission('leads:update')
  @Post(':id/moderation')
  moderate(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(leadModerationSchema))
    moderation: z.output<typeof leadModerationSchema>,
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
  ): Promise<LeadDetail> {
    return this.inbox.moderate(leadId(id), moderation, auditActor(principal, request));
  }
}
