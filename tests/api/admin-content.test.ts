import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { ADMIN_MESSAGES } from '../../shared/admin/admin-messages';
import { type AdminContentItem } from '../../shared/admin-content/admin-content';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import { ContentPublishJob } from '../../api/src/admin-content/content-publish.job';
import { ContentReadModel } from '../../api/src/admin-content/content-read-model';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const today = () => new Date().toISOString().slice(0, 10);

/** Two API instances on one database, as behind a load balancer. */
describe('admin content CMS (embedded database)', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let adminToken: string;
  let secondAdminToken: string;
  let studentToken: string;
  let slugCount = 0;

  beforeAll(async () => {
    const env = { MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}` };
    first = await startRealtimeTestServer(env);
    second = await startRealtimeTestServer(env);
    const sign = (server: RealtimeTestServer, sub: string, roles: string[]) =>
      server.tokens.sign(
        { sub, email: `${sub}@example.com`, [ROLES_CLAIM]: roles },
        { issuer: server.issuer, expiresIn: '30m' },
      );
    adminToken = await sign(first, 'cms-admin', ['admin']);
    secondAdminToken = await sign(second, 'cms-admin-2', ['admin']);
    studentToken = await sign(first, 'cms-student', ['student']);
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const api = (server = first, token = adminToken) => ({
    get: (path: string) =>
      request(server.testApp.http).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      request(server.testApp.http).post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) =>
      request(server.testApp.http).put(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const nextSlug = () => `cms-page-${++slugCount}`;

  async function createItem(overrides: Record<string, unknown> = {}): Promise<AdminContentItem> {
    const response = await api().post('/api/admin/content', {
      slug: nextSlug(),
      type: 'page',
      translations: { en: { title: 'About us', excerpt: 'Who we are', body: '<p>Hello</p>' } },
      ...overrides,
    });
    expect(response.status).toBe(201);
    return response.body as AdminContentItem;
  }

  const fields = (item: AdminContentItem, title: string) => ({
    type: item.type,
    translations: { ...item.translations, en: { title, excerpt: '', body: '<p>Edited</p>' } },
    category: item.category,
    tags: item.tags,
    author: item.author,
    revision: item.revision,
  });

  it('refuses students and anonymous callers', async () => {
    expect((await request(first.testApp.http).get('/api/admin/content')).status).toBe(401);
    expect((await api(first, studentToken).get('/api/admin/content')).status).toBe(403);
    expect((await api(first, studentToken).post('/api/admin/content', {})).status).toBe(403);
  });

  it('validates a new item with the spec messages and never answers 500', async () => {
    const response = await api().post('/api/admin/content', {
      slug: 'Not A Slug',
      type: 'recipe',
      translations: {},
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'slug', message: LEAD_MESSAGES.invalidFormat },
        { field: 'type', message: expect.any(String) },
        { field: 'translations', message: ADMIN_MESSAGES.contentLanguageRequired },
      ]),
    );
    const blankTitle = await api().post('/api/admin/content', {
      slug: nextSlug(),
      type: 'page',
      translations: { ar: { title: '  ', body: '' } },
    });
    expect(blankTitle.status).toBe(400);
    expect(blankTitle.body.details).toEqual([
      { field: 'translations.ar.title', message: LEAD_MESSAGES.required },
    ]);
    const taken = await createItem();
    const again = await api().post('/api/admin/content', {
      slug: taken.slug,
      type: 'page',
      translations: { en: { title: 'Again' } },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.contentSlugTaken);
    expect((await api().get('/api/admin/content/no-such-item')).status).toBe(404);
  });

  it('stores bodies sanitised: scripts and event handlers are gone', async () => {
    const item = await createItem({
      translations: {
        en: {
          title: 'Safe',
          body: '<p>Hi<script>alert(1)</script></p><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        },
      },
    });
    const stored = await first.testApp.db
      .collection<{ _id: string; translations: { en: { body: string } } }>('content_items')
      .findOne({ _id: item.slug });
    expect(stored!.translations.en.body).toBe(
      '<p>Hi</p><img src="https://x.test/a.png" /><a>x</a>',
    );
    expect(item.translations.en!.body).not.toMatch(/script|onerror|javascript/);
  });

  it('moves through the allowed statuses only, and the public site follows on every instance', async () => {
    const item = await createItem({
      translations: { ar: { title: 'من نحن', excerpt: '', body: '<p>مرحبا</p>' } },
    });
    const publicPage = (server: RealtimeTestServer) =>
      request(server.testApp.http).get(`/api/public/content/${item.slug}?lang=ar`);
    expect((await publicPage(second)).status).toBe(404);
    const preview = await api(second, secondAdminToken).get(
      `/api/admin/content/${item.slug}/preview?lang=ar`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ title: 'من نحن', status: 'draft', body: '<p>مرحبا</p>' });

    const published = await api().post(`/api/admin/content/${item.slug}/status`, {
      status: 'published',
      revision: item.revision,
    });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ status: 'published', revision: 2 });
    const onSecond = await publicPage(second);
    expect(onSecond.status).toBe(200);
    expect(onSecond.body.title).toBe('من نحن');

    const archived = await api().post(`/api/admin/content/${item.slug}/status`, {
      status: 'archived',
      revision: 2,
    });
    expect(archived.body.status).toBe('archived');
    expect((await publicPage(second)).status).toBe(404);
    const refused = await api().post(`/api/admin/content/${item.slug}/status`, {
      status: 'published',
      revision: 3,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.contentTransitionNotAllowed);
    const back = await api().post(`/api/admin/content/${item.slug}/status`, {
      status: 'draft',
      revision: 3,
    });
    expect(back.body).toMatchObject({ status: 'draft', revision: 4 });
  });

  it('lists items from the read model with filters, search, sort and pages, on both instances', async () => {
    const faq = await createItem({
      type: 'faq',
      translations: { zh: { title: '常见问题 Zebra', body: '' } },
    });
    for (const server of [first, second]) {
      // The other instance applies the change on its next poll of the change feed; run it now.
      await server.testApp.app.get(ContentReadModel).catchUp();
      const token = server === first ? adminToken : secondAdminToken;
      const zebra = await api(server, token).get('/api/admin/content?q=zebra');
      expect(zebra.body.rows.map((row: { slug: string }) => row.slug)).toEqual([faq.slug]);
      const chinese = await api(server, token).get('/api/admin/content?language=zh&type=faq');
      expect(chinese.body).toMatchObject({
        total: 1,
        rows: [{ slug: faq.slug, languages: ['zh'] }],
      });
    }
    const drafts = await api().get(
      '/api/admin/content?status=draft&sort=slug&direction=asc&pageSize=2',
    );
    expect(drafts.body.rows).toHaveLength(2);
    const slugs = drafts.body.rows.map((row: { slug: string }) => row.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect((await api().get('/api/admin/content?status=gone')).status).toBe(400);
  });

  it('refuses a save on a stale revision: of many racing saves across two instances, one wins', async () => {
    const item = await createItem();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? api().put(`/api/admin/content/${item.slug}`, fields(item, `Title ${i}`))
          : api(second, secondAdminToken).put(
              `/api/admin/content/${item.slug}`,
              fields(item, `Title ${i}`),
            ),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(11).fill(409)]);
    const winner = attempts.find((response) => response.status === 200)!.body as AdminContentItem;
    for (const loser of attempts.filter((response) => response.status === 409)) {
      expect(loser.body.message).toBe(ADMIN_MESSAGES.contentStaleRevision);
    }
    const stored = await api().get(`/api/admin/content/${item.slug}`);
    expect(stored.body).toMatchObject({
      revision: 2,
      translations: { en: { title: winner.translations.en!.title } },
    });
    const history = await api().get(`/api/admin/content/${item.slug}/versions`);
    expect(history.body.versions.map((version: { number: number }) => version.number)).toEqual([
      2, 1,
    ]);
  });

  it('keeps every version and restores an old one as a new version', async () => {
    const item = await createItem();
    const v2 = (await api().put(`/api/admin/content/${item.slug}`, fields(item, 'Second'))).body;
    const v3 = (await api().put(`/api/admin/content/${item.slug}`, fields(v2, 'Third'))).body;
    expect(v3.revision).toBe(3);
    const restored = await api().post(`/api/admin/content/${item.slug}/versions/1/restore`, {
      revision: 3,
    });
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({
      revision: 4,
      translations: { en: { title: 'About us' } },
    });
    const history = await api().get(`/api/admin/content/${item.slug}/versions`);
    expect(
      history.body.versions.map((version: { number: number; action: string; title: string }) => [
        version.number,
        version.action,
        version.title,
      ]),
    ).toEqual([
      [4, 'restore', 'About us'],
      [3, 'update', 'Third'],
      [2, 'update', 'Second'],
      [1, 'create', 'About us'],
    ]);
    const staleRestore = await api().post(`/api/admin/content/${item.slug}/versions/2/restore`, {
      revision: 3,
    });
    expect(staleRestore.status).toBe(409);
    expect(
      (await api().post(`/api/admin/content/${item.slug}/versions/99/restore`, { revision: 4 }))
        .status,
    ).toBe(404);
  });

  it('publishes a scheduled draft exactly once across two instances, on an injected clock', async () => {
    const item = await createItem();
    const now = Date.now();
    const past = await api().post(`/api/admin/content/${item.slug}/schedule`, {
      publishAt: new Date(now - 60_000).toISOString(),
      revision: 1,
    });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual([
      { field: 'publishAt', message: ADMIN_MESSAGES.contentScheduleInPast },
    ]);
    const publishAt = new Date(now + 10 * 60_000);
    const scheduled = await api().post(`/api/admin/content/${item.slug}/schedule`, {
      publishAt: publishAt.toISOString(),
      revision: 1,
    });
    expect(scheduled.body).toMatchObject({ status: 'draft', scheduledAt: publishAt.toISOString() });

    const jobs = [first, second].map((server) => server.testApp.app.get(ContentPublishJob));
    // Before its time: nothing happens.
    expect(await jobs[0]!.run(new Date(now + 5 * 60_000))).not.toContain(item.slug);
    const due = new Date(publishAt.getTime() + 30_000);
    const runs = await Promise.all([jobs[0]!.run(due), jobs[1]!.run(due)]);
    expect(runs.filter((run) => run === undefined)).toHaveLength(1);
    expect(runs.find((run) => run !== undefined)).toEqual([item.slug]);
    // A later minute finds nothing left to publish.
    expect(await jobs[1]!.run(new Date(due.getTime() + 60_000))).toEqual([]);

    const stored = await api(second, secondAdminToken).get(`/api/admin/content/${item.slug}`);
    expect(stored.body).toMatchObject({
      status: 'published',
      revision: 3,
      scheduledAt: null,
      publishedAt: publishAt.toISOString(),
    });
    const history = await api().get(`/api/admin/content/${item.slug}/versions`);
    expect(
      history.body.versions.filter((v: { action: string }) => v.action === 'scheduled-publish'),
    ).toHaveLength(1);
  });

  it('only schedules drafts', async () => {
    const item = await createItem();
    await api().post(`/api/admin/content/${item.slug}/status`, {
      status: 'published',
      revision: 1,
    });
    const refused = await api().post(`/api/admin/content/${item.slug}/schedule`, {
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      revision: 2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.contentScheduleNotDraft);
  });

  it('stores a featured image re-encoded as WebP and refuses what is not an image', async () => {
    const item = await createItem();
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const upload = await request(first.testApp.http)
      .post(`/api/admin/content/${item.slug}/image`)
      .set('Authorization', `Bearer ${adminToken}`)
      .field('revision', '1')
      .attach('image', png, { filename: 'photo.png', contentType: 'image/png' });
    expect(upload.status).toBe(201);
    expect(upload.body.featuredImage).toMatch(/^\/api\/public\/content-images\/[\w-]{22}\.webp$/);
    const served = await request(first.testApp.http).get(upload.body.featuredImage);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');

    const notImage = await request(first.testApp.http)
      .post(`/api/admin/content/${item.slug}/image`)
      .set('Authorization', `Bearer ${adminToken}`)
      .field('revision', '2')
      .attach('image', Buffer.from('<svg onload="x"/>'), {
        filename: 'x.png',
        contentType: 'image/png',
      });
    expect(notImage.status).toBe(400);
    expect(notImage.body.details).toEqual([
      { field: 'image', message: LEAD_MESSAGES.invalidFormat },
    ]);
    expect(
      (await request(first.testApp.http).get('/api/public/content-images/..%2Fx')).status,
    ).toBe(404);
  });

  it('audits every action with who, what, before and after', async () => {
    const item = await createItem();
    const v2 = (await api().put(`/api/admin/content/${item.slug}`, fields(item, 'Audited'))).body;
    await api().post(`/api/admin/content/${item.slug}/status`, {
      status: 'published',
      revision: v2.revision,
    });
    await api().post(`/api/admin/content/${item.slug}/versions/1/restore`, { revision: 3 });
    const entries = (
      await first.testApp.app.get(AuditLog).list({ from: today(), to: today() })
    ).filter((entry) => entry.resourceId === item.slug);
    expect(entries.map((entry) => entry.action)).toEqual([
      'content.create',
      'content.update',
      'content.status',
      'content.restore',
    ]);
    expect(entries[0]).toMatchObject({
      actorEmail: 'cms-admin@example.com',
      resourceType: 'content',
      before: null,
    });
    expect(entries[2]!.before).toMatchObject({ status: 'draft', revision: 2 });
    expect(entries[2]!.after).toMatchObject({ status: 'published', revision: 3 });
    expect(entries[1]!.after).toMatchObject({ title: 'Audited' });
  });
});
