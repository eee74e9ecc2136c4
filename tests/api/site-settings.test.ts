import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ADMIN_MESSAGES } from '../../shared/admin/admin-messages';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  SITE_SETTINGS_PATHS,
  type SiteSettings,
} from '../../shared/site-settings/site-settings-values';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { ROLES_CLAIM } from './auth-token-helpers';
import { writeFixtureBuild } from '../harness/web-dist-fixture';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const today = () => new Date().toISOString().slice(0, 10);
const PARALLEL_SAVES = 8;

/** Resolves once `check` holds, asking again after each answer (the other instance's window). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Two API instances on one database and one uploads folder, as behind a load balancer. */
describe('site settings (embedded database)', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let adminToken: string;
  let secondAdminToken: string;
  let studentToken: string;
  let dataDir: string;
  let distDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'site-settings-'));
    distDir = writeFixtureBuild();
    const env = {
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
    };
    first = await startRealtimeTestServer(env);
    second = await startRealtimeTestServer(env);
    const sign = (sub: string, roles: string[], server = first) =>
      server.tokens.sign(
        { sub, email: `${sub}@example.com`, [ROLES_CLAIM]: roles },
        { issuer: server.issuer, expiresIn: '30m' },
      );
    adminToken = await sign('settings-admin', ['admin']);
    secondAdminToken = await sign('settings-admin-2', ['admin'], second);
    studentToken = await sign('settings-student', ['student']);
  });

  afterAll(async () => {
    await second.close();
    await first.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(distDir, { recursive: true, force: true });
  });

  const as = (token: string, server = first) => ({
    get: (url: string) =>
      request(server.testApp.http).get(url).set('Authorization', `Bearer ${token}`),
    put: (body: object) =>
      request(server.testApp.http)
        .put(SITE_SETTINGS_PATHS.admin)
        .set('Authorization', `Bearer ${token}`)
        .send(body),
  });
  const admin = (server = first) => as(server === first ? adminToken : secondAdminToken, server);
  const publicSettings = async (server = first) =>
    (await request(server.testApp.http).get(SITE_SETTINGS_PATHS.public).expect(200))
      .body as SiteSettings;
  const fieldsOf = ({ logo: _l, favicon: _f, updatedAt: _u, ...rest }: SiteSettings) => rest;

  it('answers the built-in defaults before anything was saved', async () => {
    expect(await publicSettings()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('lets admins read and save, and refuses students and anonymous callers', async () => {
    expect((await request(first.testApp.http).get(SITE_SETTINGS_PATHS.admin)).status).toBe(401);
    expect((await as(studentToken).get(SITE_SETTINGS_PATHS.admin)).status).toBe(403);
    const studentSave = await as(studentToken).put(fieldsOf(DEFAULT_SITE_SETTINGS));
    expect(studentSave.status).toBe(403);
    expect((await admin().get(SITE_SETTINGS_PATHS.admin)).status).toBe(200);
    expect((await publicSettings()).revision).toBe(0);
  });

  it('validates with the spec messages and stores nothing refused', async () => {
    const response = await admin().put({
      ...fieldsOf(DEFAULT_SITE_SETTINGS),
      title: '  ',
      description: { ...DEFAULT_SITE_SETTINGS.description, en: '', fr: 'x'.repeat(301) },
      defaultLanguage: 'de',
      timeZone: 'Mars/Olympus',
      defaultCurrency: 'XYZ',
      dateFormat: 'yy',
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'title', message: LEAD_MESSAGES.required },
        { field: 'description.en', message: LEAD_MESSAGES.required },
        { field: 'description.fr', message: ADMIN_MESSAGES.tooLong },
        { field: 'defaultLanguage', message: LEAD_MESSAGES.invalidFormat },
        { field: 'timeZone', message: LEAD_MESSAGES.invalidFormat },
        { field: 'defaultCurrency', message: LEAD_MESSAGES.invalidFormat },
        { field: 'dateFormat', message: LEAD_MESSAGES.invalidFormat },
      ]),
    );
    expect((await publicSettings()).revision).toBe(0);
  });

  it('saves, serves the page and manifest with the new title, and audits the change', async () => {
    const before = await publicSettings();
    const saved = await admin().put({
      ...fieldsOf(before),
      title: 'Atlas Study',
      description: { ...before.description, ar: 'ادرس في الخارج مع أطلس' },
      defaultLanguage: 'ar',
      timeZone: 'Europe/Istanbul',
      defaultCurrency: 'EUR',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Atlas Study', revision: before.revision + 1 });
    expect(await publicSettings()).toMatchObject({ title: 'Atlas Study', defaultCurrency: 'EUR' });

    const page = await request(first.testApp.http).get('/courses').expect(200);
    expect(page.text).toContain('<title>Atlas Study</title>');
    expect(page.text).toContain('content="ادرس في الخارج مع أطلس"');
    const inline = new RegExp(
      `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
    );
    expect(JSON.parse(page.text.match(inline)![1]!)).toMatchObject({ title: 'Atlas Study' });
    const manifest = await request(first.testApp.http).get('/manifest.webmanifest').expect(200);
    expect(JSON.parse(manifest.text)).toMatchObject({ name: 'Atlas Study', lang: 'ar' });

    const entries = (
      await first.testApp.app.get(AuditLog).list({ from: today(), to: today() })
    ).filter((entry) => entry.resourceType === 'site-settings');
    expect(entries.at(-1)).toMatchObject({
      action: 'site-settings.update',
      actorEmail: 'settings-admin@example.com',
      resourceId: 'site',
      before: expect.objectContaining({ title: before.title, revision: before.revision }),
      after: expect.objectContaining({ title: 'Atlas Study', revision: before.revision + 1 }),
    });
  });

  it('refuses a save made from an older revision with a clear message', async () => {
    const current = await publicSettings();
    await admin()
      .put({ ...fieldsOf(current), title: 'Newer' })
      .expect(200);
    const stale = await admin().put({ ...fieldsOf(current), title: 'Older' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MESSAGES.staleRevision);
    expect((await publicSettings()).title).toBe('Newer');
  });

  it('lets exactly one of many saves from the same revision win, across both instances', async () => {
    const current = await publicSettings();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_SAVES }, (_, index) =>
        admin(index % 2 === 0 ? first : second).put({
          ...fieldsOf(current),
          title: `Racer ${index}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(PARALLEL_SAVES - 1).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!.body as SiteSettings;
    const stored = (await admin().get(SITE_SETTINGS_PATHS.admin).expect(200)).body;
    expect(stored).toMatchObject({ title: winner.title, revision: current.revision + 1 });
  });

  it("shows one instance's save on the other instance", async () => {
    const seen = await publicSettings(second);
    await admin(first)
      .put({ ...fieldsOf(seen), title: 'Seen Everywhere' })
      .expect(200);
    await eventually(async () => (await publicSettings(second)).title === 'Seen Everywhere');
    const page = await request(second.testApp.http).get('/').expect(200);
    expect(page.text).toContain('<title>Seen Everywhere</title>');
  });

  it('takes a favicon as square PNGs, names it in the manifest, and refuses what is not an image', async () => {
    const current = await publicSettings();
    const upload = (bytes: Buffer, name: string, revision = current.revision) =>
      request(first.testApp.http)
        .post(`${SITE_SETTINGS_PATHS.images}/favicon`)
        .set('Authorization', `Bearer ${adminToken}`)
        .field('revision', String(revision))
        .attach('image', bytes, name);
    const notImage = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'icon.png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.details).toEqual([
      { field: 'image', message: LEAD_MESSAGES.invalidFormat },
    ]);
    const studentUpload = await request(first.testApp.http)
      .post(`${SITE_SETTINGS_PATHS.images}/logo`)
      .set('Authorization', `Bearer ${studentToken}`);
    expect(studentUpload.status).toBe(403);

    const png = await sharp({
      create: { width: 300, height: 120, channels: 3, background: '#224488' },
    })
      .png()
      .toBuffer();
    const saved = await upload(png, 'icon.png');
    expect(saved.status).toBe(201);
    const favicon = (saved.body as SiteSettings).favicon!;
    expect(favicon).toMatch(/^\/api\/public\/site-images\/[\w-]{22}\.png$/);
    const large = await request(second.testApp.http)
      .get(favicon.replace('.png', '-512.png'))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(await sharp(large.body as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
    const manifest = await request(first.testApp.http).get('/manifest.webmanifest').expect(200);
    expect(JSON.parse(manifest.text).icons).toEqual([
      expect.objectContaining({ src: favicon.replace('.png', '-192.png'), sizes: '192x192' }),
      expect.objectContaining({ src: favicon.replace('.png', '-512.png'), sizes: '512x512' }),
    ]);
    expect((await upload(png, 'again.png')).status).toBe(409);
    const audited = await first.testApp.app.get(AuditLog).list({ from: today(), to: today() });
    expect(audited.at(-1)).toMatchObject({
      action: 'site-settings.image',
      after: expect.objectContaining({ favicon }),
    });
  });
});
