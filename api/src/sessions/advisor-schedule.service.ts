/**
 * An advisor keeping their own schedule (issue 15 items 1 and 6): weekly hours in their zone with
 * the meeting link, days off, session types. Each save replaces its part of the advisor's
 * document, serialised per advisor in this process, and is audited with what it replaced.
 * Bookings already made keep what they were booked with.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  type AdvisorSchedule,
  type Availability,
  type AvailabilityException,
  type SessionType,
} from '../../../shared/sessions/advisor-schedule';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { type Principal } from '../auth/principal';
import { KeyedLock } from '../common/keyed-lock';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AdvisorScheduleRepository, type StoredSchedule } from './advisor-schedule.repository';
import { SessionAdvisorDirectory } from './session-advisor-directory';

type SchedulePart = 'availability' | 'exceptions' | 'types';

function toView(schedule: StoredSchedule, stored: boolean): AdvisorSchedule {
  return {
    advisorId: schedule._id,
    timeZone: schedule.timeZone,
    weekly: schedule.weekly,
    meetingUrl: schedule.meetingUrl,
    exceptions: schedule.exceptions,
    types: schedule.types,
    updatedAt: stored ? schedule.updatedAt.toISOString() : null,
  };
}

function partOf(schedule: StoredSchedule, part: SchedulePart): Record<string, unknown> {
  if (part === 'availability') {
    const { timeZone, weekly, meetingUrl } = schedule;
    return { timeZone, weekly, meetingUrl };
  }
  return part === 'exceptions' ? { exceptions: schedule.exceptions } : { types: schedule.types };
}

@Injectable()
export class AdvisorScheduleService {
  private readonly saves = new KeyedLock();

  constructor(
    private readonly schedules: AdvisorScheduleRepository,
    private readonly directory: SessionAdvisorDirectory,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(advisor: Principal): Promise<AdvisorSchedule> {
    const stored = await this.schedules.find(advisor.sub);
    return toView(stored ?? this.empty(advisor), !!stored);
  }

  saveAvailability(advisor: Principal, actor: AuditActor, input: Availability) {
    return this.save(advisor, actor, 'availability', input);
  }

  saveExceptions(advisor: Principal, actor: AuditActor, exceptions: AvailabilityException[]) {
    return this.save(advisor, actor, 'exceptions', { exceptions });
  }

  saveTypes(advisor: Principal, actor: AuditActor, types: SessionType[]) {
    return this.save(advisor, actor, 'types', { types });
  }

  private save(
    advisor: Principal,
    actor: AuditActor,
    part: SchedulePart,
    change: Partial<StoredSchedule>,
  ): Promise<AdvisorSchedule> {
    return this.saves.run(advisor.sub, async () => {
      const before = (await this.schedules.find(advisor.sub)) ?? this.empty(advisor);
      const after: StoredSchedule = {
        ...before,
        ...change,
        name: advisor.name || advisor.email,
        updatedAt: new Date(),
      };
      await this.schedules.save(after);
      this.directory.invalidate();
      await this.audit.record(actor, {
        action: `session-schedule.${part}`,
        resourceType: 'session-schedule',
        resourceId: advisor.sub,
        before: partOf(before, part),
        after: partOf(after, part),
      });
      return toView(after, true);
    });
  }

  private empty(advisor: Principal): StoredSchedule {
    return {
      _id: advisor.sub,
      name: advisor.name || advisor.email,
      timeZone: this.config.ADVISOR_TIME_ZONE,
      weekly: [],
      meetingUrl: '',
      exceptions: [],
      types: [],
      updatedAt: new Date(0),
    };
  }
}
