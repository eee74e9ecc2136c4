import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  type BookSession,
  bookSessionSchema,
  type BookableAdvisor,
  cancelSessionSchema,
  type MySessions,
  rescheduleSessionSchema,
  type SessionView,
  sessionNotesSchema,
  type SlotList,
  type SlotQuery,
  slotQuerySchema,
} from '../../../shared/sessions/session-booking';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SessionAdvisorDirectory } from './session-advisor-directory';
import { SessionBookingService, studentOf } from './session-booking.service';
import { sessionCalendarFile } from './session-calendar-file';
import { toSessionView } from './session-mapper';
import { StudentSessionsService } from './student-sessions.service';

/** /api/sessions (issue 15 item 1): a signed-in student booking and keeping their own sessions. */
@Controller('sessions')
@OwnData()
export class StudentSessionsController {
  constructor(
    private readonly directory: SessionAdvisorDirectory,
    private readonly booking: SessionBookingService,
    private readonly sessions: StudentSessionsService,
  ) {}

  @Get('advisors')
  advisors(): Promise<BookableAdvisor[]> {
    return this.directory.advisors();
  }

  @Get('slots')
  slots(@Query(new ZodValidationPipe(slotQuerySchema)) query: SlotQuery): Promise<SlotList> {
    return this.booking.slots(query);
  }

  @Get()
  mine(@CurrentPrincipal() principal: Principal): Promise<MySessions> {
    return this.sessions.mine(principal.sub);
  }

  @Post()
  book(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(bookSessionSchema)) body: BookSession,
  ): Promise<SessionView> {
    return this.booking.book(studentOf(principal), body);
  }

  @Get(':id')
  async one(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<SessionView> {
    return toSessionView(await this.sessions.one(principal.sub, id));
  }

  @Get(':id/calendar.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="session.ics"')
  async calendarFile(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<string> {
    return sessionCalendarFile(await this.sessions.one(principal.sub, id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(cancelSessionSchema)) body: { acceptLateFee: boolean },
  ): Promise<SessionView> {
    return this.sessions.cancel(principal.sub, id, body.acceptLateFee);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  reschedule(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(rescheduleSessionSchema))
    body: { start: string; acceptLateFee: boolean },
  ): Promise<SessionView> {
    return this.booking.reschedule(principal.sub, id, body);
  }

  @Patch(':id/notes')
  notes(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(sessionNotesSchema)) body: { notes: string },
  ): Promise<SessionView> {
    return this.sessions.updateNotes(principal.sub, id, body.notes);
  }
}
