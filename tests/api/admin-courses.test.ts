import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import {
  ADMIN_COURSES_MESSAGES,
  type AdminCourse,
  type CourseInput,
} from '../../shared/admin/admin-courses';
import { newFavorite } from '../../shared/sync/favorite-document';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { CatalogStore } from '../../api/src/catalog/catalog-store.service';
import { COURSE_MODEL } from '../../api/src/catalog/course.schema';
import { AdminCoursesReadModel } from '../../api/src/admin-courses/admin-courses.read-model';
import { toCourseInput } from '../../api/src/admin-courses/course-input.mapper';
import { getModelToken } from '@nestjs/mongoose';
import { type Model } from 'mongoose';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const POLL_MS = 200;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Resolves once the store's own poller has run a refresh that began after this call.
 */
function nextPolledRefresh(store: CatalogStore): Promise<void> {
  const refresh = store.refresh.bind(store);
  return new Promise((resolve, reject) => {
    jest.spyOn(store, 'refresh').mockImplementationOnce(() => {
      const run = refresh();
      run.then(resolve, reject);
      return run;
    });
  });
}

describe('admin courses API (embedded database)', () => {
  const env = {
    MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
    CATALOG_POLL_INTERVAL_MS: String(POLL_MS),
  };
  let server: RealtimeTestServer;
  let second: RealtimeTestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startRealtimeTestServer(env);
    await server.testApp.app.get(CatalogSeedService).seed({ programCount: 30 });
    // Seeded after the app started (a real start seeds before): the grid reloads once.
    await server.testApp.app.get(AdminCoursesReadModel).changed('all');
    second = await startRealtimeTestServer(env);
    adminToken = await server.tokens.sign(
      { sub: 'courses|admin', email: 'admin@example.com', [ROLES_CLAIM]: ['admin'] },
      { issuer: server.issuer },
    );
  });
  afterAll(async () => {
    await second.stop();
    await server.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const http = () => request(server.testApp.http);
  const as = <T extends request.Test>(call: T) => call.set('Authorization', `Bearer ${adminToken}`);
  const list = async (query = '') =>
    (await as(http().get(`/api/admin/courses${query}`)).expect(200)).body as {
      rows: AdminCourse[];
      total: number;
    };
  // A seeded course: one another test created may not have reached the second instance yet.
  const firstWith = async (status: string) =>
    (await list(`?status=${status}&origin=sample`)).rows[0]!;
  const input = (course: AdminCourse, change: Partial<CourseInput> = {}): CourseInput => ({
    ...toCourseInput(course),
    ...change,
  });
  const newCourse = (code: string): CourseInput => ({
    ...input(seeded),
    code,
    slug: `real-${code.toLowerCase()}`,
    title: `Real programme ${code}`,
    status: 'active',
  });
  let seeded: AdminCourse;

  beforeAll(async () => {
    seeded = (await list('?status=active')).rows[0]!;
  });

  it('lists every status with search, filters, sort and pages, marking sample rows', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(30);
    expect(new Set(all.rows.map((row) => row.status)).size).toBeGreaterThan(1);
    expect(all.rows.every((row) => row.origin === 'sample')).toBe(true);
    const drafts = await list('?status=draft&sort=title&direction=asc');
    expect(drafts.rows.every((row) => row.status === 'draft')).toBe(true);
    const titles = drafts.rows.map((row) => row.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const found = await list(`?q=${encodeURIComponent(seeded.code)}`);
    expect(found.rows.map((row) => row.id)).toEqual([seeded.id]);
    expect((await list('?origin=real')).total).toBe(0);
    await as(http().get('/api/admin/courses?status=gone')).expect(400);
  });

  it('creates a course from every field, refusing bad fields with the field named', async () => {
    const bad = await as(http().post('/api/admin/courses'))
      .send({ ...newCourse('NEW-1'), tuitionFee: -5, slug: 'Not A Slug' })
      .expect(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'tuitionFee' }),
        expect.objectContaining({ field: 'slug', message: 'Invalid format' }),
      ]),
    );
    const reserved = await as(http().post('/api/admin/courses'))
      .send(newCourse('SA-999999'))
      .expect(400);
    expect(reserved.body.details[0].message).toBe(ADMIN_COURSES_MESSAGES.sampleCodeReserved);
    const created = (
      await as(http().post('/api/admin/courses')).send(newCourse('NEW-1')).expect(201)
    ).body as AdminCourse;
    expect(created).toMatchObject({ code: 'NEW-1', origin: 'real', revision: 0 });
    const taken = await as(http().post('/api/admin/courses')).send(newCourse('NEW-1')).expect(400);
    expect(taken.body.details[0].message).toBe(ADMIN_COURSES_MESSAGES.codeTaken);
    expect((await list('?origin=real')).rows.map((row) => row.code)).toEqual(['NEW-1']);
  });

  it('makes an edit public on every instance: list, its cache, the detail and the snapshot', async () => {
    const course = await firstWith('active');
    // The second instance's list cache holds the old title before the edit.
    const before = await request(second.testApp.http)
      .get('/api/public/courses?limit=100')
      .expect(200);
    expect(before.body.items.map((item: { id: string }) => item.id)).toContain(course.id);
    await as(http().put(`/api/admin/courses/${course.id}`))
      .send({ revision: course.revision, course: input(course, { title: 'Edited by an admin' }) })
      .expect(200);
    // The other instance's own poller, in a run that began after the save, picks it up.
    await nextPolledRefresh(second.testApp.app.get(CatalogStore));
    for (const instance of [server, second]) {
      const listed = await request(instance.testApp.http).get('/api/public/courses?limit=100');
      const item = listed.body.items.find((entry: { id: string }) => entry.id === course.id);
      expect(item.title).toBe('Edited by an admin');
      const detail = await request(instance.testApp.http).get(`/api/public/courses/${course.id}`);
      expect(detail.body.title).toBe('Edited by an admin');
      const snapshot = await request(instance.testApp.http)
        .get('/api/public/catalog/snapshot')
        .set('Accept-Encoding', 'identity');
      expect(snapshot.text).toContain('Edited by an admin');
    }
  });

  it('refuses the later of two saves over the same revision, keeping the first', async () => {
    const course = await firstWith('active');
    const saves = await Promise.all(
      ['First save', 'Second save', 'Third save'].map((title) =>
        as(http().put(`/api/admin/courses/${course.id}`)).send({
          revision: course.revision,
          course: input(course, { title }),
        }),
      ),
    );
    const statuses = saves.map((save) => save.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const refused = saves.find((save) => save.status === 409)!;
    expect(refused.body.message).toBe(ADMIN_COURSES_MESSAGES.staleRevision);
    const winner = saves.find((save) => save.status === 200)!.body as AdminCourse;
    const stored = (await as(http().get(`/api/admin/courses/${course.id}`)).expect(200)).body;
    expect(stored).toMatchObject({ title: winner.title, revision: course.revision + 1 });
    // A save from the old revision afterwards is refused too.
    await as(http().put(`/api/admin/courses/${course.id}`))
      .send({ revision: course.revision, course: input(course) })
      .expect(409);
  });

  it('allows only the transitions of spec §4 and removes an unpublished course from the public list', async () => {
    const course = await firstWith('active');
    const publishAgain = await as(http().post(`/api/admin/courses/${course.id}/publish`))
      .send({ revision: course.revision })
      .expect(409);
    expect(publishAgain.body.message).toBe(ADMIN_COURSES_MESSAGES.transitionNotAllowed);
    const unpublished = (
      await as(http().post(`/api/admin/courses/${course.id}/unpublish`))
        .send({ revision: course.revision })
        .expect(200)
    ).body as AdminCourse;
    expect(unpublished.status).toBe('inactive');
    await request(server.testApp.http).get(`/api/public/courses/${course.id}`).expect(404);
    const archived = (
      await as(http().post(`/api/admin/courses/${course.id}/archive`))
        .send({ revision: unpublished.revision })
        .expect(200)
    ).body as AdminCourse;
    expect(archived.status).toBe('archived');
    await as(http().post(`/api/admin/courses/${course.id}/unpublish`))
      .send({ revision: archived.revision })
      .expect(409);
    const unarchived = (
      await as(http().post(`/api/admin/courses/${course.id}/unarchive`))
        .send({ revision: archived.revision })
        .expect(200)
    ).body as AdminCourse;
    expect(unarchived.status).toBe('inactive');
    const published = (
      await as(http().post(`/api/admin/courses/${course.id}/publish`))
        .send({ revision: unarchived.revision })
        .expect(200)
    ).body as AdminCourse;
    expect(published.status).toBe('active');
    await request(server.testApp.http).get(`/api/public/courses/${course.id}`).expect(200);
    const actions = (await server.testApp.app.get(AuditLog).list({ from: today(), to: today() }))
      .filter((entry) => entry.resourceId === course.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'course.unpublish',
        'course.archive',
        'course.unarchive',
        'course.publish',
      ]),
    );
    const entry = (
      await server.testApp.app.get(AuditLog).list({ from: today(), to: today() })
    ).find((item) => item.action === 'course.archive')!;
    expect(entry).toMatchObject({
      actorId: 'courses|admin',
      before: expect.objectContaining({ status: 'inactive' }),
      after: expect.objectContaining({ status: 'archived' }),
    });
  });

  it('tells students who favourited a programme of a deadline change and of its withdrawal', async () => {
    const course = await firstWith('active');
    const fan = await syncDevice(server, 'courses|fan');
    const other = await syncDevice(server, 'courses|other');
    await fan.push('favorites', [{ newDocumentState: newFavorite('courses|fan', course.id) }]);
    const unfavourited = await other.push('favorites', [
      { newDocumentState: newFavorite('courses|other', course.id) },
    ]);
    expect(unfavourited.status).toBe(200);
    const [stored] = (await other.pullAll('favorites')).documents;
    await other.push('favorites', [
      { assumedMasterState: stored, newDocumentState: { ...stored!, _deleted: true } },
    ]);
    const deadline = new Date(Date.parse(course.applicationDeadline) + 86_400_000).toISOString();
    const edited = (
      await as(http().put(`/api/admin/courses/${course.id}`))
        .send({
          revision: course.revision,
          course: input(course, {
            applicationDeadline: deadline,
            enrollmentDeadline:
              course.enrollmentDeadline > deadline ? course.enrollmentDeadline : deadline,
          }),
        })
        .expect(200)
    ).body as AdminCourse;
    await as(http().post(`/api/admin/courses/${course.id}/unpublish`))
      .send({ revision: edited.revision })
      .expect(200);
    const inbox = async (token: string) =>
      (
        await request(server.testApp.http)
          .get('/api/notifications/infinite?limit=20')
          .set('Authorization', `Bearer ${token}`)
          .expect(200)
      ).body.notifications as { type: string; actionUrl: string; message: string; title: string }[];
    const received = await inbox(fan.token);
    expect(received.map((item) => [item.type, item.actionUrl])).toEqual([
      ['course_update', `/course/${course.id}`],
      ['course_update', `/course/${course.id}`],
    ]);
    expect(received.map((item) => item.title)).toEqual([
      'A favourite programme was withdrawn',
      'A favourite programme changed',
    ]);
    expect(await inbox(other.token)).toEqual([]);
  });

  it('exports CSV with formula cells neutralised, and a dry run of it reports nothing wrong', async () => {
    const course = (await list('?pageSize=100')).rows.at(-1)!;
    await as(http().put(`/api/admin/courses/${course.id}`))
      .send({ revision: course.revision, course: input(course, { title: '=HYPERLINK("x")' }) })
      .expect(200);
    const exported = await as(http().get('/api/admin/courses/export?format=csv')).expect(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.text.startsWith('\uFEFF')).toBe(true);
    const records = parse(exported.text.slice(1), { columns: true }) as Record<string, string>[];
    expect(records.find((row) => row.code === course.code)!.title).toBe('\'=HYPERLINK("x")');
    const dryRun = await as(http().post('/api/admin/courses/import'))
      .send({ format: 'csv', content: exported.text, dryRun: true })
      .expect(200);
    expect(dryRun.body).toMatchObject({
      rows: records.length,
      creates: 0,
      issues: [],
      applied: false,
    });
    expect(dryRun.body.updates).toBe(records.length);
  });

  it('reads an import file far larger than any other call may send', async () => {
    const exported = await as(
      http().get('/api/admin/courses/export?format=csv&origin=sample'),
    ).expect(200);
    const [header, ...rows] = parse(exported.text.slice(1)) as string[][];
    const codeAt = header!.indexOf('code');
    const slugAt = header!.indexOf('slug');
    const quoted = (cells: string[]) =>
      cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
    // About 2 MB: twenty times Nest's default body limit of 100 kB.
    const lines: string[] = [];
    for (let i = 0; lines.join('\r\n').length < 2_000_000; i += 1) {
      const cells = [...rows[i % rows.length]!];
      cells[codeAt] = `BIG-${i}`;
      cells[slugAt] = `big-${i}`;
      lines.push(quoted(cells));
    }
    const content = [quoted(header!), ...lines].join('\r\n');
    const dryRun = await as(http().post('/api/admin/courses/import'))
      .send({ format: 'csv', content, dryRun: true })
      .expect(200);
    expect(dryRun.body).toMatchObject({ rows: lines.length, creates: lines.length, issues: [] });
    // Without a token the large parser is not used: refused for its size, as JSON, never a 500.
    const anonymous = await http()
      .post('/api/admin/courses/import')
      .send({ format: 'csv', content, dryRun: true })
      .expect(413);
    expect(anonymous.body).toMatchObject({ statusCode: 413 });
  });

  it('reports every bad row with its line and field and writes nothing', async () => {
    const json = await as(http().get('/api/admin/courses/export?format=json&origin=sample')).expect(
      200,
    );
    const rows = JSON.parse(json.text) as CourseInput[];
    const fresh = [0, 1, 2].map((i) => ({ ...rows[0]!, code: `IMP-${i}`, slug: `imp-${i}` }));
    fresh[1] = { ...fresh[1]!, tuitionFee: 'lots' as unknown as number };
    const csvExport = await as(
      http().get('/api/admin/courses/export?format=csv&origin=sample'),
    ).expect(200);
    const header = csvExport.text.slice(1).split('\r\n')[0]!;
    // A CSV of the same rows: the bad fee is on line 3 (the header is line 1).
    const csvLines = parse(csvExport.text.slice(1)) as string[][];
    const codeAt = csvLines[0]!.indexOf('code');
    const slugAt = csvLines[0]!.indexOf('slug');
    const feeAt = csvLines[0]!.indexOf('tuitionFee');
    const lines = [0, 1, 2].map((i) => {
      const cells = [...csvLines[1]!];
      cells[codeAt] = `IMP-${i}`;
      cells[slugAt] = `imp-${i}`;
      if (i === 1) cells[feeAt] = 'lots';
      return cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
    });
    const csv = [header, ...lines].join('\r\n');
    for (const [format, content, line] of [
      ['csv', csv, 3],
      ['json', JSON.stringify(fresh), 2],
    ] as const) {
      const answer = await as(http().post('/api/admin/courses/import'))
        .send({ format, content, dryRun: false })
        .expect(200);
      expect(answer.body).toMatchObject({ rows: 3, applied: false });
      expect(answer.body.issues).toEqual([
        expect.objectContaining({ line, code: 'IMP-1', field: 'tuitionFee' }),
      ]);
    }
    expect((await list('?q=IMP-')).total).toBe(0);
    const unreadable = await as(http().post('/api/admin/courses/import'))
      .send({ format: 'json', content: '{not json', dryRun: true })
      .expect(400);
    expect(unreadable.body.details[0].message).toBe(ADMIN_COURSES_MESSAGES.unreadableFile);
  });

  it('applies an import whole, or leaves nothing when it fails mid-way', async () => {
    const json = await as(http().get('/api/admin/courses/export?format=json&origin=sample')).expect(
      200,
    );
    const drafts = JSON.parse(json.text) as CourseInput[];
    const updated = { ...drafts[0]!, title: 'Updated by import' };
    const rows = [
      updated,
      ...[0, 1, 2].map((i) => ({ ...drafts[0]!, code: `ALL-${i}`, slug: `all-${i}` })),
    ];
    const courses = server.testApp.app.get<Model<unknown>>(getModelToken(COURSE_MODEL));
    const insert = courses.collection.insertOne.bind(courses.collection);
    let inserts = 0;
    jest.spyOn(courses.collection, 'insertOne').mockImplementation(((
      ...args: Parameters<typeof insert>
    ) => {
      inserts += 1;
      if (inserts === 2) return Promise.reject(new Error('disk full'));
      return insert(...args);
    }) as typeof insert);
    await as(http().post('/api/admin/courses/import'))
      .send({ format: 'json', content: JSON.stringify(rows), dryRun: false })
      .expect(500);
    jest.restoreAllMocks();
    expect((await list('?q=ALL-')).total).toBe(0);
    const original = (await list(`?q=${encodeURIComponent(drafts[0]!.code)}`)).rows[0]!;
    expect(original.title).toBe(drafts[0]!.title);
    expect(await server.testApp.db.collection('course_import_rows').countDocuments()).toBe(0);

    const applied = await as(http().post('/api/admin/courses/import'))
      .send({ format: 'json', content: JSON.stringify(rows), dryRun: false })
      .expect(200);
    expect(applied.body).toMatchObject({ rows: 4, creates: 3, updates: 1, applied: true });
    expect((await list('?q=ALL-')).total).toBe(3);
    expect((await list(`?q=${encodeURIComponent(drafts[0]!.code)}`)).rows[0]!.title).toBe(
      'Updated by import',
    );
    const audit = await server.testApp.app.get(AuditLog).list({ from: today(), to: today() });
    expect(audit.filter((entry) => entry.action === 'course.import')).toHaveLength(1);
  });

  it('edits the exchange rates with their date and converts the public list with them', async () => {
    const rates = (await as(http().get('/api/admin/exchange-rates')).expect(200)).body;
    await as(http().put('/api/admin/exchange-rates'))
      .send({ date: '2025-13-01', usdRates: rates.usdRates })
      .expect(400);
    const saved = await as(http().put('/api/admin/exchange-rates'))
      .send({ date: '2026-01-15', usdRates: { ...rates.usdRates, EUR: 2 } })
      .expect(200);
    expect(saved.body).toMatchObject({ date: '2026-01-15', usdRates: { EUR: 2 } });
    const listed = await request(server.testApp.http).get(
      '/api/public/courses?currency=EUR&limit=1',
    );
    expect(listed.body.ratesDate).toBe('2026-01-15');
  });

  it('refuses students', async () => {
    const student = await server.tokens.sign(
      { sub: 'courses|student', [ROLES_CLAIM]: ['student'] },
      { issuer: server.issuer },
    );
    await request(server.testApp.http)
      .get('/api/admin/courses')
      .set('Authorization', `Bearer ${student}`)
      .expect(403);
  });
});
