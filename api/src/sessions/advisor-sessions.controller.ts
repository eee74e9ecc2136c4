import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type AdvisorSchedule,
  type Availability,
  availabilityInputSchema,
  exceptionsInputSchema,
  type AvailabilityException,
  type SessionType,
  sessionTypesInputSchema,
} from '../../../shared/sessions/advisor-schedule';
import {
  type AdvisorRescheduleInput,
  advisorRescheduleSchema,
  type BookingRange,
  bookingRangeSchema,
  type SessionView,
} from '../../../shared/sessions/session-booking';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AdvisorScheduleService } from './advisor-schedule.service';
import { AdvisorSessionsService } from './advisor-sessions.service';

/**
 * /api/admin/sessions (issue 15 items 1 and 6): an advisor's own availability, days off and
 * session types, and their booked sessions. Always the caller's own: an advisor is an admin
 * acting for themselves.
 */
@Controller('admin/sessions')
export class AdvisorSessionsController {
  constructor(
    private readonly schedules: AdvisorScheduleService,
    private readonly sessions: AdvisorSessionsService,
  ) {}

  @RequirePermission('sessions:read')
  @Get('schedule')
  schedule(@CurrentPrincipal() principal: Principal): Promise<AdvisorSchedule> {
    return this.schedules.get(principal);
  }

  @RequirePermission('sessions:manage')
  @Put('availability')
  availability(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(availabilityInputSchema)) body: Availability,
  ): Promise<AdvisorSchedule> {
    return this.schedules.saveAvailability(principal, auditActor(principal, request), body);
  }

  @RequirePermission('sessions:manage')
  @Put('exceptions')
  exceptions(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(exceptionsInputSchema))
    body: { exceptions: AvailabilityException[] },
  ): Promise<AdvisorSchedule> {
    return this.schedules.saveExceptions(
      principal,
      auditActor(principal, request),
      body.exceptions,
    );
  }

  @RequirePermission('sessions:manage')
  @Put('types')
  types(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(sessionTypesInputSchema)) body: { types: SessionType[] },
  ): Promise<AdvisorSchedule> {
    return this.schedules.saveTypes(principal, auditActor(principal, request), body.types);
  }

  @RequirePermission('sessions:read')
  @Get('bookings')
  bookings(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodValidationPipe(bookingRangeSchema)) range: BookingRange,
  ): Promise<SessionView[]> {
    return this.sessions.calendar(principal.sub, range);
  }

  @RequirePermission('sessions:manage')
  @Post('bookings/:id/confirm')
  @HttpCode(200)
  confirm(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
  ): Promise<SessionView> {
    return this.sessions.confirm(auditActor(principal, request), id);
  }

  @RequirePermission('sessions:manage')
  @Post('bookings/:id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
  ): Promise<SessionView> {
    return this.sessions.cancel(auditActor(principal, request), id);
  }

  @RequirePermission('sessions:manage')
  @Post('bookings/:id/reschedule')
  @HttpCode(200)
  reschedule(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(advisorRescheduleSchema)) body: AdvisorRescheduleInput,
  ): Promise<SessionView> {
    return this.sessions.reschedule(auditActor(principal, request), id, body.start);
  }
}
