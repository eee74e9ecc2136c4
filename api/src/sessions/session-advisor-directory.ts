/**
 * Who students can book (issue 15 item 1): active admins (from the users' read model in memory)
 * whose schedule offers at least one session type on at least one weekday. The list is held for a
 * few seconds, read again by `_id` per advisor (DESIGN.md decision 10) and dropped when this
 * instance saves a schedule.
 */
import { Injectable } from '@nestjs/common';
import { USERS_GRID } from '../../../shared/admin/admin-users';
import { isAdminRoles } from '../../../shared/auth/roles';
import { type BookableAdvisor } from '../../../shared/sessions/session-booking';
import { UsersReadModel } from '../admin-users/users-read-model';
import { AdvisorScheduleRepository, type StoredSchedule } from './advisor-schedule.repository';

const DIRECTORY_TTL_MS = 5_000;

export const offersSessions = (schedule: StoredSchedule | null): schedule is StoredSchedule =>
  !!schedule && schedule.types.length > 0 && schedule.weekly.length > 0;

@Injectable()
export class SessionAdvisorDirectory {
  private cached: { at: number; advisors: Promise<BookableAdvisor[]> } | undefined;

  constructor(
    private readonly users: UsersReadModel,
    private readonly schedules: AdvisorScheduleRepository,
  ) {}

  invalidate(): void {
    this.cached = undefined;
  }

  async advisors(now = Date.now()): Promise<BookableAdvisor[]> {
    if (!this.cached || now - this.cached.at > DIRECTORY_TTL_MS) {
      const advisors = this.load();
      this.cached = { at: now, advisors };
      advisors.catch(() => {
        if (this.cached?.advisors === advisors) this.cached = undefined;
      });
    }
    return this.cached.advisors;
  }

  /**
   * The advisor's schedule when students may book them: it offers sessions and the advisor is
   * not known to be anything but an active admin (a user the read model has not caught up with
   * yet counts by their schedule, which only an admin can have saved).
   */
  async bookable(advisorId: string): Promise<StoredSchedule | undefined> {
    const schedule = await this.schedules.find(advisorId);
    if (!offersSessions(schedule)) return undefined;
    const user = await this.users.row(advisorId);
    if (user && (user.status !== 'active' || !isAdminRoles(user.roles))) return undefined;
    return schedule;
  }

  private async load(): Promise<BookableAdvisor[]> {
    const active = await this.users.matching({
      ...USERS_GRID.querySchema.parse({}),
      sort: 'name',
      direction: 'asc',
      filters: { status: 'active' },
    });
    const admins = active.filter((user) => isAdminRoles(user.roles));
    const schedules = await Promise.all(admins.map((user) => this.schedules.find(user.id)));
    return admins.flatMap((user, index) => {
      const schedule = schedules[index] ?? null;
      if (!offersSessions(schedule)) return [];
      return [
        {
          id: user.id,
          name: user.name || schedule.name,
          timeZone: schedule.timeZone,
          types: schedule.types.map(({ id, name, durationMinutes }) => ({
            id,
            name,
            durationMinutes,
          })),
        },
      ];
    });
  }
}
