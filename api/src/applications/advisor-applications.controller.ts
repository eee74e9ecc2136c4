import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type AdvisorApplicationDetail,
  type ApplicationBoard,
  type ApplicationBoardRow,
  applicationNoteSchema,
  APPLICATIONS_BOARD,
  transitionApplicationSchema,
} from '../../../shared/applications/application';
import { type ApplicationStatus } from '../../../shared/applications/application-status';
import { type GridQueryOf } from '../../../shared/admin/grid-query';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { type Advisor, AdvisorApplicationsService } from './advisor-applications.service';

const advisorOf = (principal: Principal, request: Request): Advisor => ({
  audit: auditActor(principal, request),
  name: principal.name || principal.email,
});

/** /api/admin/applications (issue 15 item 6): the advisors' application board. */
@Controller('admin/applications')
export class AdvisorApplicationsController {
  constructor(private readonly applications: AdvisorApplicationsService) {}

  @RequirePermission('applications:read')
  @Get()
  list(
    @Query(new ZodValidationPipe(APPLICATIONS_BOARD.querySchema))
    query: GridQueryOf<typeof APPLICATIONS_BOARD>,
  ): Promise<ApplicationBoard> {
    return this.applications.list(query);
  }

  @RequirePermission('applications:read')
  @Get(':id')
  detail(@Param('id') id: string): Promise<AdvisorApplicationDetail> {
    return this.applications.detail(id);
  }

  @RequirePermission('applications:manage')
  @Post(':id/transition')
  @HttpCode(200)
  transition(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(transitionApplicationSchema))
    body: { to: ApplicationStatus; reason: string; revision: number },
  ): Promise<ApplicationBoardRow> {
    return this.applications.transition(advisorOf(principal, request), id, body);
  }

  @RequirePermission('applications:manage')
  @Post(':id/notes')
  addNote(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(applicationNoteSchema))
    body: { text: string; visibility: 'student' | 'internal' },
  ): Promise<AdvisorApplicationDetail> {
    return this.applications.addNote(advisorOf(principal, request), id, body);
  }
}
