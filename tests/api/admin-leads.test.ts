import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import request from 'supertest';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { CURRENT_CONSENT_TEXT_VERSION } from '../../shared/leads/consent-texts';
import {
  LEAD_INBOX_MESSAGES,
  LEADS_API_PATH,
  leadPath,
  type LeadDetail,
  type LeadRow,
} from '../../shared/leads/inbox';
import { type GridPage } from '../../shared/admin/grid-query';
import { ROLES_CLAIM } from './auth-token-helpers';
import {
  consultation,
  contactMessage,
  LEADS_TEST_ENV,
  newKey,
  solvedProof,
  submit,
} from './leads-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const today = () => new Date().toISOString().slice(0, 10);

describe('Admin leads inbox (embedded database)', () => {
  let server: RealtimeTestServer;
  let adminToken: string;
  let otherAdminToken: string;
  let studentToken: string;
  const adminId = 'auth0|inbox-admin';

  const http = () => request(server.testApp.http);
  const as = (token: string, test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const sign = (sub: string, roles: string[]) =>
    server.tokens.sign(
      { sub, email: `${sub.replace(/\W/g, '')}@example.com`, [ROLES_CLAIM]: roles },
      { issuer: server.issuer },
    );

  async function listed(query: string): Promise<GridPage<LeadRow>> {
    const response = await as(adminToken, http().get(`${LEADS_API_PATH}?${query}`)).expect(200);
    return response.body as GridPage<LeadRow>;
  }

  /** Waits (on the condition, not a clock) until the inbox lists `id`: the read model's poll. */
  async function untilListed(id: string): Promise<void> {
    for (;;) {
      const page = await listed(`q=${id}`);
      if (page.rows.some((row) => row.id === id)) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function submitted(path: string, body: object): Promise<string> {
    const response = await submit(server.testApp.http, path, body);
    expect([response.status, response.body]).toEqual([201, expect.anything()]);
    const id = (response.body as { referenceId: string }).referenceId;
    await untilListed(id);
    return id;
  }

  async function postStory(fields: Record<string, string>): Promise<string> {
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    let call = http().post('/api/public/success-stories').set('Idempotency-Key', newKey());
    const all = {
      fullName: '王小明',
      email: 'wang@example.com',
      institution: 'University of Helsinki',
      programStudied: 'MSc Data Science',
      graduationYear: '2023',
      story:
        '在芬兰学习改变了我的职业和人生观，我非常感谢顾问的帮助。赫尔辛基大学的课程让我学会了独立思考，也让我结识了来自世界各地的朋友。',
      publishConsent: 'true',
      language: 'zh',
      sourcePage: '/share-your-story',
      consentTextVersion: CURRENT_CONSENT_TEXT_VERSION,
      consentedAt: new Date().toISOString(),
      botCheck: await solvedProof(server.testApp.http),
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) call = call.field(name, value);
    const response = await call.attach('photo', photo, 'me.png');
    expect([response.status, response.body]).toEqual([201, expect.anything()]);
    const id = (response.body as { referenceId: string }).referenceId;
    await untilListed(id);
    return id;
  }

  const detail = async (id: string) =>
    (await as(adminToken, http().get(leadPath(id))).expect(200)).body as LeadDetail;
  const patch = (id: string, body: object, token = adminToken) =>
    as(token, http().patch(leadPath(id)).send(body));

  beforeAll(async () => {
    server = await startRealtimeTestServer({
      ...LEADS_TEST_ENV,
      ADMIN_GRID_POLL_INTERVAL_MS: '50',
      LEADS_RATE_LIMIT_PER_MINUTE: '1000',
    });
    adminToken = await sign(adminId, ['admin']);
    otherAdminToken = await sign('auth0|inbox-other-admin', ['admin']);
    studentToken = await sign('auth0|inbox-student', ['student']);
    // Each caller's first call stores their record (an admin must exist to be assigned).
    for (const token of [adminToken, otherAdminToken, studentToken]) {
      await as(token, http().get('/api/me')).expect(200);
    }
  });
  afterAll(() => server.close());

  it('lists new submissions of every kind, filtered, searched and sorted', async () => {
    const ada = await submitted(
      '/api/public/consultations',
      consultation({ fullName: 'Ada Inbox' }),
    );
    const arabic = await submitted(
      '/api/public/contact-messages',
      contactMessage({ fullName: 'أحمد المنصوري', email: 'ahmed@example.com', language: 'ar' }),
    );
    const byKind = await listed('kind=contactMessage');
    expect(byKind.rows.map((row) => row.id)).toContain(arabic);
    expect(byKind.rows.every((row) => row.kind === 'contactMessage')).toBe(true);

    expect((await listed('q=أحمد')).rows.map((row) => row.id)).toEqual([arabic]);
    expect((await listed(`q=${ada.toLowerCase()}`)).rows.map((row) => row.id)).toEqual([ada]);
    expect((await listed('q=computer science in germany')).rows.map((row) => row.id)).toContain(
      ada,
    );
    const range = await listed(`from=${today()}&to=${today()}&status=new&sort=name&direction=asc`);
    const names = range.rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(range.rows.map((row) => row.id)).toEqual(expect.arrayContaining([ada, arabic]));
    expect((await listed('to=2000-01-01')).total).toBe(0);
    expect((await listed('assignee=unassigned')).rows.map((row) => row.id)).toContain(ada);
  });

  it('refuses a bad query and an unknown lead in the catalogue wording', async () => {
    const bad = await as(adminToken, http().get(`${LEADS_API_PATH}?status=lost`)).expect(400);
    expect(bad.body.message).toBe('Invalid request. Please check your data.');
    await as(adminToken, http().get(`${LEADS_API_PATH}?from=yesterday`)).expect(400);
    await as(adminToken, http().get(leadPath('SA-2222-2222'))).expect(404);
    await as(studentToken, http().get(LEADS_API_PATH)).expect(403);
  });

  it('assigns, moves through the statuses with notes, keeps the history and audits each save', async () => {
    const id = await submitted(
      '/api/public/consultations',
      consultation({ fullName: 'Flow Lead' }),
    );
    const opened = await detail(id);
    expect(opened).toMatchObject({ status: 'new', revision: 0, assigneeId: null, history: [] });
    expect(opened.consents.map((consent) => [consent.kind, consent.given])).toEqual(
      expect.arrayContaining([
        ['terms', true],
        ['gdpr', true],
        ['promotions', false],
        ['marketing', true],
      ]),
    );

    const assigned = await patch(id, { revision: 0, assigneeId: adminId }).expect(200);
    expect(assigned.body).toMatchObject({ revision: 1, assigneeId: adminId });
    const contacted = await patch(id, {
      revision: 1,
      status: 'contacted',
      note: 'Called, sending programme list',
    }).expect(200);
    expect(contacted.body).toMatchObject({ revision: 2, status: 'contacted' });

    const skipped = await patch(id, { revision: 2, status: 'new' }).expect(409);
    expect(skipped.body.message).toBe(LEAD_INBOX_MESSAGES.transition);
    await patch(id, { revision: 2, status: 'converted' }).expect(200);
    await patch(id, { revision: 3, status: 'closed' }).expect(200);
    await patch(id, { revision: 4, status: 'new', note: 'Reopened: wrote again' }).expect(200);
    await patch(id, { revision: 5, note: 'Just a note' }).expect(200);

    const after = await detail(id);
    expect(
      after.history.map((entry) => [entry.action, entry.from, entry.to, entry.note, entry.actorId]),
    ).toEqual([
      ['assign', null, 'auth0inboxadmin@example.com', '', adminId],
      ['status', 'new', 'contacted', 'Called, sending programme list', adminId],
      ['status', 'contacted', 'converted', '', adminId],
      ['status', 'converted', 'closed', '', adminId],
      ['status', 'closed', 'new', 'Reopened: wrote again', adminId],
      ['note', null, null, 'Just a note', adminId],
    ]);
    const mine = await listed('assignee=me');
    expect(mine.rows.map((row) => row.id)).toContain(id);

    const audit = await server.testApp.app.get(AuditLog).list({ from: today(), to: today() });
    const entries = audit.filter((entry) => entry.resourceId === id);
    expect(entries).toHaveLength(6);
    expect(entries[1]).toMatchObject({
      action: 'lead.update',
      actorId: adminId,
      before: { status: 'new', revision: 1 },
      after: { status: 'contacted', revision: 2 },
    });
  });

  it('refuses an empty save, a note too long and an assignee who is not an admin', async () => {
    const id = await submitted('/api/public/consultations', consultation());
    const empty = await patch(id, { revision: 0 }).expect(400);
    expect(empty.body.details).toEqual([
      { field: 'note', message: LEAD_INBOX_MESSAGES.nothingToSave },
    ]);
    await patch(id, { revision: 0, note: 'x'.repeat(2_001) }).expect(400);
    await patch(id, { revision: 0, status: 'won' }).expect(400);
    const student = await patch(id, { revision: 0, assigneeId: 'auth0|inbox-student' }).expect(400);
    expect(student.body.message).toBe(LEAD_INBOX_MESSAGES.assigneeNotAdmin);
    expect((await detail(id)).revision).toBe(0);
  });

  it('stores exactly one of many saves racing from the same revision and refuses the others', async () => {
    const id = await submitted(
      '/api/public/consultations',
      consultation({ fullName: 'Race Lead' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        patch(id, { revision: 0, note: `note ${i}` }, i % 2 ? adminToken : otherAdminToken),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(11).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(LEAD_INBOX_MESSAGES.stale);
    }
    const stored = await detail(id);
    expect(stored.revision).toBe(1);
    expect(stored.history).toHaveLength(1);
  });

  it('exports the current filter as CSV: BOM, Arabic and Chinese intact, formulas neutralised', async () => {
    const formula = await submitted(
      '/api/public/contact-messages',
      contactMessage({ fullName: '=HYPERLINK("http://evil")', message: '@SUM(1+1) 你好' }),
    );
    const arabic = await submitted(
      '/api/public/contact-messages',
      contactMessage({ fullName: 'ليلى حداد', message: 'مرحبا، أريد الدراسة في فرنسا' }),
    );
    const response = await as(
      adminToken,
      http().get(`${LEADS_API_PATH}/export.csv?kind=contactMessage&from=${today()}`),
    )
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(expect.arrayContaining(['Reference ID', 'Name', 'Message']));
    const byId = new Map(records.slice(1).map((record) => [record[0], record]));
    expect(records.slice(1).every((record) => record[1] === 'contactMessage')).toBe(true);
    expect(byId.get(formula)).toEqual(
      expect.arrayContaining(['\'=HYPERLINK("http://evil")', "'@SUM(1+1) 你好"]),
    );
    expect(byId.get(arabic)).toEqual(
      expect.arrayContaining(['ليلى حداد', 'مرحبا، أريد الدراسة في فرنسا']),
    );
    const audit = await server.testApp.app.get(AuditLog).list({ from: today(), to: today() });
    expect(audit.some((entry) => entry.action === 'lead.export')).toBe(true);
  });

  it("exports one lead's consent records", async () => {
    const id = await submitted('/api/public/consultations', consultation());
    const response = await as(adminToken, http().get(`${leadPath(id)}/consents.csv`)).expect(200);
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parse(text.slice(1)) as string[][];
    expect(records[0]).toEqual([
      'Reference ID',
      'Email',
      'Consent',
      'Given',
      'Text version',
      'Stated at',
      'Recorded at',
    ]);
    expect(records.slice(1).map((record) => [record[0], record[2], record[3], record[4]])).toEqual(
      expect.arrayContaining([
        [id, 'terms', 'yes', CURRENT_CONSENT_TEXT_VERSION],
        [id, 'promotions', 'no', CURRENT_CONSENT_TEXT_VERSION],
      ]),
    );
    await as(studentToken, http().get(`${leadPath(id)}/consents.csv`)).expect(403);
  });

  it('moderates success stories: approved ones join the testimonials in their language, rejected ones leave', async () => {
    const id = await postStory({});
    const testimonials = async (lang: string) =>
      (await http().get(`/api/public/testimonials?lang=${lang}`).expect(200)).body as {
        items: { name: string; quote: string; photo: string | null; language: string }[];
      };
    expect((await testimonials('zh')).items.some((item) => item.name === '王小明')).toBe(false);
    expect((await detail(id)).moderation).toBe('pending');
    await http().get(`/api/public/success-stories/${id}/photo`).expect(404);

    const approved = await as(adminToken, http().post(`${leadPath(id)}/moderation`))
      .send({ revision: 0, decision: 'approve' })
      .expect(201);
    expect(approved.body).toMatchObject({ moderation: 'approved', revision: 1 });
    const shown = (await testimonials('zh')).items.find((item) => item.name === '王小明');
    expect(shown).toMatchObject({ language: 'zh', quote: expect.stringContaining('芬兰') });
    const photo = await http().get(shown!.photo!).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    await as(adminToken, http().post(`${leadPath(id)}/moderation`))
      .send({ revision: 1, decision: 'reject', note: 'Asked to withdraw' })
      .expect(201);
    expect((await testimonials('zh')).items.some((item) => item.name === '王小明')).toBe(false);
    await http().get(`/api/public/success-stories/${id}/photo`).expect(404);
    const audit = await server.testApp.app.get(AuditLog).list({ from: today(), to: today() });
    expect(audit.filter((entry) => entry.resourceId === id).map((entry) => entry.action)).toEqual([
      'lead.approve',
      'lead.reject',
    ]);

    const other = await submitted('/api/public/consultations', consultation());
    const refused = await as(adminToken, http().post(`${leadPath(other)}/moderation`))
      .send({ revision: 0, decision: 'approve' })
      .expect(400);
    expect(refused.body.message).toBe(LEAD_INBOX_MESSAGES.notAStory);
  });

  // Last: closing the second instance drops the database the two share.
  it('keeps one save per revision across two instances on one database', async () => {
    const second = await startRealtimeTestServer({
      ...LEADS_TEST_ENV,
      MONGODB_DB_NAME: server.testApp.db.db!.databaseName,
    });
    try {
      // The second instance verifies tokens of its own signer.
      const secondToken = await second.tokens.sign(
        { sub: adminId, email: 'auth0inboxadmin@example.com', [ROLES_CLAIM]: ['admin'] },
        { issuer: second.issuer },
      );
      const id = await submitted('/api/public/consultations', consultation());
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2
            ? patch(id, { revision: 0, status: 'contacted' })
            : request(second.testApp.http)
                .patch(leadPath(id))
                .set('Authorization', `Bearer ${secondToken}`)
                .send({ revision: 0, status: 'closed' })
          ).then((answer) => answer.status),
        ),
      );
      expect(answers.filter((status) => status === 200)).toHaveLength(1);
      expect(answers.filter((status) => status === 409)).toHaveLength(9);
      expect((await detail(id)).history).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
