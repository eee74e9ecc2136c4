import request from 'supertest';
import { AdminDashboardService } from '../../api/src/admin-dashboard/admin-dashboard.service';
import { AdminCoursesReadModel } from '../../api/src/admin-courses/admin-courses.read-model';
import { toCourseInput } from '../../api/src/admin-courses/course-input.mapper';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { type AdminCourse, type CourseInput } from '../../shared/admin/admin-courses';
import {
  ADMIN_DASHBOARD_API_PATH,
  adminDashboardSchema,
  dashboardLinks,
  SUPPORT_RESPONSE_TARGET_MS,
} from '../../shared/admin/admin-dashboard';
import { type GridPage } from '../../shared/admin/grid-query';
import { LEADS_API_PATH, leadPath, type LeadRow } from '../../shared/leads/inbox';
import { defaultSettings } from '../../shared/sync/settings-document';
import { ROLES_CLAIM } from './auth-token-helpers';
import { consultation, contactMessage, LEADS_TEST_ENV, submit } from './leads-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const DAY_MS = 86_400_000;
const ADMIN_ID = 'auth0|dashboard-admin';
const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs);

describe('Admin dashboard (embedded database)', () => {
  let server: RealtimeTestServer;
  let adminToken: string;
  let dashboard: AdminDashboardService;

  const http = () => request(server.testApp.http);
  const as = (token: string, test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const sign = (sub: string, roles: string[]) =>
    server.tokens.sign(
      { sub, email: `${sub.replace(/\W/g, '')}@example.com`, [ROLES_CLAIM]: roles },
      { issuer: server.issuer },
    );
  const get = async <T>(path: string): Promise<T> =>
    (await as(adminToken, http().get(path)).expect(200)).body as T;
  /** The figures as the screen reads them: checked against the shared contract. */
  const figures = async (query = '') =>
    adminDashboardSchema.parse(await get<unknown>(`${ADMIN_DASHBOARD_API_PATH}${query}`));
  /** A list address of the web (`/admin/leads?…`) as the API's list call. */
  const apiList = <T>(link: string) => get<GridPage<T>>(`/api${link}`);

  async function submitted(path: string, body: object): Promise<LeadRow> {
    const response = await submit(server.testApp.http, path, body);
    expect(response.status).toBe(201);
    const id = (response.body as { referenceId: string }).referenceId;
    // The inbox lists it once its read model has followed the change feed (condition, no clock).
    for (;;) {
      const page = await get<GridPage<LeadRow>>(`${LEADS_API_PATH}?q=${id}`);
      const row = page.rows.find((listed) => listed.id === id);
      if (row) return row;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function courseFrom(template: AdminCourse, change: Partial<CourseInput>) {
    const input: CourseInput = { ...toCourseInput(template), ...change };
    const response = await as(adminToken, http().post('/api/admin/courses')).send(input);
    expect([response.status, response.body]).toEqual([201, expect.anything()]);
  }

  beforeAll(async () => {
    server = await startRealtimeTestServer({
      ...LEADS_TEST_ENV,
      ADMIN_GRID_POLL_INTERVAL_MS: '50',
      LEADS_RATE_LIMIT_PER_MINUTE: '1000',
    });
    dashboard = server.testApp.app.get(AdminDashboardService);
    adminToken = await sign(ADMIN_ID, ['admin']);
    await as(adminToken, http().get('/api/me')).expect(200);
  });
  afterAll(() => server.close());

  it('starts at zero everywhere, today counted in the UTC of default settings', async () => {
    const empty = await figures();
    expect(empty).toMatchObject({
      timeZone: 'UTC',
      leadsToday: {
        total: 0,
        byKind: {
          consultation: 0,
          guideRequest: 0,
          contactMessage: 0,
          newsletter: 0,
          successStory: 0,
        },
        byStatus: { new: 0, contacted: 0, converted: 0, closed: 0 },
      },
      overdue: { total: 0, oldest: [] },
      newStudents: { today: 0, week: 0 },
      catalogue: { pastDeadline: 0, drafts: 0 },
    });
    expect(empty.todayStart).toBe(`${empty.now.slice(0, 10)}T00:00:00.000Z`);
  });

  it('counts today’s leads by kind and status, and its links list exactly those', async () => {
    const ada = await submitted('/api/public/consultations', consultation({ fullName: 'Ada' }));
    await submitted('/api/public/consultations', consultation({ fullName: 'Bo' }));
    const note = await submitted('/api/public/contact-messages', contactMessage());
    await as(adminToken, http().patch(leadPath(note.id)))
      .send({ revision: note.revision, status: 'contacted' })
      .expect(200);

    const today = await figures('?tz=Asia/Shanghai');
    expect(today.timeZone).toBe('Asia/Shanghai');
    expect(today.leadsToday).toEqual({
      total: 3,
      byKind: {
        consultation: 2,
        guideRequest: 0,
        contactMessage: 1,
        newsletter: 0,
        successStory: 0,
      },
      byStatus: { new: 2, contacted: 1, converted: 0, closed: 0 },
    });
    const consultations = await apiList<LeadRow>(
      dashboardLinks.leadsToday(today, { kind: 'consultation' }),
    );
    expect(consultations.total).toBe(2);
    expect(consultations.rows.map((row) => row.id)).toContain(ada.id);
    expect((await apiList(dashboardLinks.leadsToday(today, { status: 'contacted' }))).total).toBe(
      1,
    );
    // Nothing is overdue yet: every lead arrived within the last 24 hours.
    expect(today.overdue).toEqual({ total: 0, oldest: [] });
  });

  it('makes a new lead overdue only once it is more than 24 hours old, oldest first', async () => {
    const first = await submitted('/api/public/consultations', consultation({ fullName: 'Old' }));
    const later = await submitted('/api/public/contact-messages', contactMessage());
    // `later` is the newest lead; everything still new is older or as old.
    const justInTime = await dashboard.figures(
      at(later.createdAt, SUPPORT_RESPONSE_TARGET_MS),
      'UTC',
    );
    expect(justInTime.overdue.oldest.map((lead) => lead.id)).not.toContain(later.id);
    const late = await dashboard.figures(
      at(later.createdAt, SUPPORT_RESPONSE_TARGET_MS + 1),
      'UTC',
    );
    // Still new: Ada, Bo, Old and the later message (the first contact message was answered).
    expect(late.overdue.total).toBe(4);
    expect(late.overdue.oldest.map((lead) => lead.name)).toEqual(['Ada', 'Bo', 'Old', later.name]);
    expect(late.overdue.oldest[2]).toEqual({
      id: first.id,
      kind: 'consultation',
      name: 'Old',
      language: first.language,
      createdAt: first.createdAt,
    });
    expect(justInTime.overdue.total).toBe(3);

    // Answering a lead takes it off the list; its link lists the same leads as the figure.
    await as(adminToken, http().patch(leadPath(first.id)))
      .send({ revision: first.revision, status: 'contacted' })
      .expect(200);
    const answered = await dashboard.figures(
      at(later.createdAt, SUPPORT_RESPONSE_TARGET_MS + 1),
      'UTC',
    );
    expect(answered.overdue.total).toBe(3);
    const listed = await apiList<LeadRow>(dashboardLinks.overdue(answered));
    expect(listed.rows.map((row) => row.id)).toEqual(answered.overdue.oldest.map((l) => l.id));
  });

  it('counts new students today and over the last seven days in the admin’s zone', async () => {
    for (const sub of ['auth0|new-student-1', 'auth0|new-student-2']) {
      await as(await sign(sub, ['student']), http().get('/api/me')).expect(200);
    }
    await as(await sign('auth0|another-admin', ['admin']), http().get('/api/me')).expect(200);
    const now = await figures();
    expect(now.newStudents).toEqual({ today: 2, week: 2 });
    const students = await apiList<{ id: string }>(dashboardLinks.newStudents(now.todayStart));
    expect(students.total).toBe(2);

    const threeDaysOn = await dashboard.figures(at(now.now, 3 * DAY_MS), 'UTC');
    expect(threeDaysOn.newStudents).toEqual({ today: 0, week: 2 });
    const weekOn = await dashboard.figures(at(now.now, 7 * DAY_MS), 'UTC');
    expect(weekOn.newStudents).toEqual({ today: 0, week: 0 });
  });

  it('counts published programmes past their deadline and drafts, linked to the course list', async () => {
    await server.testApp.app.get(CatalogSeedService).seed({ programCount: 1 });
    const grid = server.testApp.app.get(AdminCoursesReadModel);
    await grid.changed('all');
    const [seeded] = (await get<GridPage<AdminCourse>>('/api/admin/courses')).rows;
    if (seeded!.status !== 'archived') {
      await as(adminToken, http().post(`/api/admin/courses/${seeded!.id}/archive`))
        .send({ revision: seeded!.revision })
        .expect(200);
    }
    const past = '2020-01-10T00:00:00.000Z';
    const future = '2099-01-10T00:00:00.000Z';
    const course = (code: string, status: CourseInput['status'], deadline: string) =>
      courseFrom(seeded!, {
        code,
        slug: `dash-${code.toLowerCase()}`,
        title: `Dashboard ${code}`,
        status,
        applicationDeadline: deadline,
        enrollmentDeadline: deadline,
      });
    await course('DASH-1', 'active', past);
    await course('DASH-2', 'active', future);
    await course('DASH-3', 'draft', past);
    await course('DASH-4', 'inactive', past);

    const now = await figures();
    expect(now.catalogue).toEqual({ pastDeadline: 1, drafts: 1 });
    const passed = await apiList<AdminCourse>(dashboardLinks.pastDeadline(now));
    expect(passed.rows.map((row) => row.code)).toEqual(['DASH-1']);
    expect((await apiList<AdminCourse>(dashboardLinks.drafts())).rows.map((r) => r.code)).toEqual([
      'DASH-3',
    ]);
    // DASH-2's deadline passes for a clock past it.
    const later = await dashboard.figures(at(future, 1), 'UTC');
    expect(later.catalogue).toEqual({ pastDeadline: 2, drafts: 1 });
  });

  it('answers without a section whose list is still loading, with the leads always', async () => {
    const courses = server.testApp.app.get(AdminCoursesReadModel);
    jest.spyOn(courses, 'query').mockReturnValue(new Promise(() => undefined));
    try {
      const answer = await figures();
      expect(answer.catalogue).toBeNull();
      expect(answer.newStudents).toEqual({ today: 2, week: 2 });
      expect(answer.leadsToday.total).toBe(5);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('counts today in the time zone of the admin’s synced settings unless asked for another', async () => {
    const base = defaultSettings(ADMIN_ID);
    const settings = { ...base, display: { ...base.display, timeZone: 'Pacific/Kiritimati' } };
    const device = await syncDevice(server, ADMIN_ID);
    expect(await device.push('settings', [{ newDocumentState: settings }])).toEqual({
      status: 200,
      body: [],
    });
    const synced = await figures();
    expect(synced.timeZone).toBe('Pacific/Kiritimati');
    // Kiritimati is UTC+14 all year: its midnight is 10:00 UTC.
    expect(synced.todayStart).toMatch(/T10:00:00\.000Z$/);
    expect((await figures('?tz=UTC')).timeZone).toBe('UTC');
  });

  it('refuses a time zone that is not an IANA zone', async () => {
    const response = await as(adminToken, http().get(`${ADMIN_DASHBOARD_API_PATH}?tz=Mars/Base`));
    expect(response.status).toBe(400);
  });
});
