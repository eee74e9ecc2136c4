import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import {
  type AvailabilityException,
  type SessionType,
  type WeeklyWindow,
} from '../../../shared/sessions/advisor-schedule';

/** What an advisor keeps for sessions, one document per advisor (`_id` = their user id). */
export interface StoredSchedule {
  _id: string;
  /** The advisor's name when they last saved, shown to students. */
  name: string;
  timeZone: string;
  weekly: WeeklyWindow[];
  meetingUrl: string;
  exceptions: AvailabilityException[];
  types: SessionType[];
  updatedAt: Date;
}

/** The advisors' schedules, read and written by `_id` only (DESIGN.md decision 10). */
@Injectable()
export class AdvisorScheduleRepository {
  private readonly schedules: Collection<StoredSchedule>;

  constructor(@InjectConnection() connection: Connection) {
    this.schedules = connection.collection<StoredSchedule>('session_advisors');
  }

  find(advisorId: string): Promise<StoredSchedule | null> {
    return this.schedules.findOne({ _id: advisorId });
  }

  /**
   * Replaces the advisor's document. Only the advisor writes it, and the service serialises their
   * saves per advisor in process (no update is atomic on the embedded engine).
   */
  async save(schedule: StoredSchedule): Promise<void> {
    await this.schedules.replaceOne({ _id: schedule._id }, schedule, { upsert: true });
  }
}
