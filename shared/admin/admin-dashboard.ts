import { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES } from '../leads/inbox';
import { isTimeZone } from '../preferences/display-preferences';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The admin dashboard (issue 13 item 2): today's leads, the leads left unanswered past the
 * spec's 24-hour support target (§9), new students and the catalogue's health. Every figure
 * comes with the list address that shows exactly its rows (`dashboardLinks`), so the screen and
 * the API agree on what a figure counts.
 */

export const ADMIN_DASHBOARD_API_PATH = '/api/admin/dashboard';

/** Spec §9: "Support response target 24 hours". A lead still new after it is overdue. */
export const SUPPORT_RESPONSE_TARGET_MS = 24 * 60 * 60 * 1000;

/** How many of the oldest overdue leads the dashboard names. */
export const OVERDUE_LEADS_LISTED = 5;

/** "Last 7 days" of new students: today and the six days before it, in the admin's zone. */
export const NEW_STUDENTS_WEEK_DAYS = 7;

/** `?tz=` (optional): the zone "today" is counted in; else the admin's synced settings. */
export const adminDashboardQuerySchema = z.object({
  tz: z.string().max(64).refine(isTimeZone, { error: LEAD_MESSAGES.invalidFormat }).optional(),
});
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

const count = z.number().int().min(0);

export const overdueLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  createdAt: z.string(),
});
export type OverdueLead = z.infer<typeof overdueLeadSchema>;

export const adminDashboardSchema = z.object({
  /** The moment the figures were counted at (UTC ISO). */
  now: z.string(),
  timeZone: z.string(),
  /** The start of today in `timeZone` (UTC ISO). */
  todayStart: z.string(),
  /** The start of the first of the last seven days in `timeZone` (UTC ISO). */
  weekStart: z.string(),
  /** Leads that arrived before this moment and are still new are overdue (UTC ISO). */
  overdueBefore: z.string(),
  leadsToday: z.object({
    total: count,
    byKind: z.record(z.enum(LEAD_KINDS), count),
    byStatus: z.record(z.enum(LEAD_STATUSES), count),
  }),
  overdue: z.object({ total: count, oldest: z.array(overdueLeadSchema) }),
  /** Null while the users list is still loading into the server's memory (after a start). */
  newStudents: z.object({ today: count, week: count }).nullable(),
  /** Null while the courses list is still loading into the server's memory (after a start). */
  catalogue: z.object({ pastDeadline: count, drafts: count }).nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

type Params = Record<string, string>;
const listAt = (path: string, params: Params) => `${path}?${new URLSearchParams(params)}`;

/** The list address behind each figure, with the filters that select exactly its rows. */
export const dashboardLinks = {
  leadsToday: (d: AdminDashboard, filter: Params = {}) =>
    listAt(APP_PATHS.adminLeads, { ...filter, since: d.todayStart }),
  overdue: (d: AdminDashboard) =>
    listAt(APP_PATHS.adminLeads, { status: 'new', before: d.overdueBefore, direction: 'asc' }),
  lead: (id: string) => `${APP_PATHS.adminLeads}/${encodeURIComponent(id)}`,
  newStudents: (since: string) => listAt(APP_PATHS.adminUsers, { role: 'student', since }),
  pastDeadline: (d: AdminDashboard) =>
    listAt(APP_PATHS.adminCourses, { status: 'active', deadlineBefore: d.now }),
  drafts: () => listAt(APP_PATHS.adminCourses, { status: 'draft' }),
};
