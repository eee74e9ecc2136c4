import { Injectable } from '@nestjs/common';
import { adminCoursesGrid } from '../../../shared/admin/admin-courses';
import { type AdminDashboard, OVERDUE_LEADS_LISTED } from '../../../shared/admin/admin-dashboard';
import { USERS_GRID } from '../../../shared/admin/admin-users';
import { LEAD_KINDS, LEAD_STATUSES, leadsGrid } from '../../../shared/leads/inbox';
import { AdminCoursesReadModel } from '../admin-courses/admin-courses.read-model';
import { UsersReadModel } from '../admin-users/users-read-model';
import { LeadsReadModel } from '../leads/inbox/leads-read-model';
import { recipientSettings } from '../notifications/recipient-settings';
import { SyncRepository } from '../sync/sync.repository';
import { dashboardMoments } from './dashboard-clock';

/**
 * How long the figures wait for the users or courses list while it loads into memory (the first
 * call after a start: 12,600 programmes took 77 s on the loaded development machine) before
 * answering without that section, which the screen shows as still being counted. The load goes
 * on, so a refresh a little later has it. Leads, the dashboard's purpose, are always waited for.
 */
const SECTION_WAIT_MS = 5_000;

/** `work`'s result, or null when it takes longer than `ms` (it keeps running). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  work.catch(() => undefined); // A failure after the wait is the next call's to report.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const zeroes = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

/**
 * The admin dashboard's figures, counted from the grids' in-memory read models (DESIGN.md
 * decision 10: no filter but `_id` reaches the database) with the very filters the figures'
 * links put in the lists' addresses, so a figure and the list it opens always agree.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly leads: LeadsReadModel,
    private readonly users: UsersReadModel,
    private readonly courses: AdminCoursesReadModel,
    private readonly sync: SyncRepository,
  ) {}

  /** The zone the admin asked for, else the one in their synced settings (UTC by default). */
  async timeZoneOf(adminId: string, asked: string | undefined): Promise<string> {
    return asked ?? (await recipientSettings(this.sync, adminId)).timeZone;
  }

  /** The figures at `now` (a parameter, so tests set the clock) with "today" in `timeZone`. */
  async figures(now: Date, timeZone: string): Promise<AdminDashboard> {
    const moments = dashboardMoments(now, timeZone);
    const [leadsToday, overdue, newStudents, catalogue] = await Promise.all([
      this.leads.matching(leadsGrid.querySchema.parse({ since: moments.todayStart })),
      this.leads.query(
        leadsGrid.querySchema.parse({
          status: 'new',
          before: moments.overdueBefore,
          direction: 'asc',
          pageSize: OVERDUE_LEADS_LISTED,
        }),
      ),
      within(this.newStudents(moments.todayStart, moments.weekStart), SECTION_WAIT_MS),
      within(this.catalogueHealth(moments.now), SECTION_WAIT_MS),
    ]);
    const byKind = zeroes(LEAD_KINDS);
    const byStatus = zeroes(LEAD_STATUSES);
    for (const lead of leadsToday) {
      byKind[lead.kind] += 1;
      byStatus[lead.status] += 1;
    }
    return {
      ...moments,
      timeZone,
      leadsToday: { total: leadsToday.length, byKind, byStatus },
      overdue: {
        total: overdue.total,
        oldest: overdue.rows.map(({ id, kind, name, language, createdAt }) => ({
          id,
          kind,
          name,
          language,
          createdAt,
        })),
      },
      newStudents,
      catalogue,
    };
  }

  private async newStudents(todayStart: string, weekStart: string) {
    const [today, week] = await Promise.all([
      this.countUsers(todayStart),
      this.countUsers(weekStart),
    ]);
    return { today, week };
  }

  private async catalogueHealth(now: string) {
    const [pastDeadline, drafts] = await Promise.all([
      this.countCourses({ status: 'active', deadlineBefore: now }),
      this.countCourses({ status: 'draft' }),
    ]);
    return { pastDeadline, drafts };
  }

  private async countUsers(since: string): Promise<number> {
    const query = USERS_GRID.querySchema.parse({ role: 'student', since, pageSize: 1 });
    return (await this.users.query(query)).total;
  }

  private async countCourses(filters: Record<string, string>): Promise<number> {
    const query = adminCoursesGrid.querySchema.parse({ ...filters, pageSize: 1 });
    return (await this.courses.query(query)).total;
  }
}
