import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { type Role } from '../../shared/auth/roles';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentRefSchema,
} from '../../shared/conversations/attachments';
import {
  CONVERSATION_TOKEN_HEADER,
  conversationThreadSchema,
  createdConversationSchema,
} from '../../shared/conversations/conversation';
import { NOTIFICATIONS_API_PATH } from '../../shared/notifications/notification-api';
import { ROLES_CLAIM } from './auth-token-helpers';
import { context, LEADS_TEST_ENV, solvedProof } from './leads-fixtures';
import { startRealtimeTestServer, type RealtimeTestServer } from './realtime-test-server';

const STUDENT = '/api/conversations';
const ADVISOR = '/api/admin/conversations';
const VISITOR = '/api/public/conversations';
const TWINS = 8;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048), Buffer.from('%%EOF')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = Buffer.concat([Buffer.from('MZ'), randomBytes(512)]);
const HTML = Buffer.from('<!DOCTYPE html><script>alert(document.cookie)</script>');

describe('Attachments on conversation messages (embedded database)', () => {
  let server: RealtimeTestServer;
  let twin: RealtimeTestServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'attachments-'));
    // Two instances on one database and one data folder, as behind a load balancer.
    const env = {
      ...LEADS_TEST_ENV,
      DATA_DIR: dataDir,
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000',
    };
    [server, twin] = await Promise.all([
      startRealtimeTestServer(env),
      startRealtimeTestServer(env),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), twin.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  const storedFiles = () =>
    readdir(path.join(dataDir, 'uploads', 'conversation-attachments')).catch(() => [] as string[]);

  /** One user with a token for each instance (each trusts its own test signer). */
  const signedIn = async (role: Role) => {
    const sub = `${role}|${randomUUID()}`;
    const tokens = new Map<RealtimeTestServer, string>();
    for (const on of [server, twin]) {
      const token = await on.tokens.sign({ sub, [ROLES_CLAIM]: [role] }, { issuer: on.issuer });
      tokens.set(on, `Bearer ${token}`);
    }
    const auth = tokens.get(server)!;
    return {
      sub,
      get: (url: string) =>
        request(server.testApp.http).get(url).set('Authorization', auth).buffer(true),
      post: (url: string, body: object = {}) =>
        request(server.testApp.http).post(url).set('Authorization', auth).send(body),
      upload: (url: string, bytes: Buffer, name: string, clientId: string, via = server) =>
        request(via.testApp.http)
          .post(`${url}/attachments`)
          .set('Authorization', tokens.get(via)!)
          .field('clientId', clientId)
          .attach('file', bytes, { filename: name, contentType: 'application/pdf' }),
    };
  };
  type Client = Awaited<ReturnType<typeof signedIn>>;

  const threadWithAdvisors = async (student: Client) => {
    const created = await student.post(STUDENT, {
      language: 'en',
      timeZone: 'Europe/Berlin',
      to: 'advisor',
    });
    expect(created.status).toBe(201);
    return conversationThreadSchema.parse(created.body).conversation.id;
  };
  const refusalOf = (body: { details?: Array<{ message: string }> }) => body.details?.[0]?.message;

  it('carries a PDF from a student to the advisor: upload, message, download with its type', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const id = await threadWithAdvisors(student);
    const uploaded = await student.upload(`${STUDENT}/${id}`, PDF, 'transcript.pdf', 'file-0001');
    expect(uploaded.status).toBe(201);
    const ref = attachmentRefSchema.parse(uploaded.body);
    expect(ref).toEqual({
      id: 'file-0001',
      name: 'transcript.pdf',
      type: 'application/pdf',
      size: PDF.length,
    });

    const sent = await student.post(`${STUDENT}/${id}/messages`, {
      clientId: randomUUID(),
      text: 'My transcript',
      attachments: [ref.id],
    });
    expect(sent.status).toBe(201);
    const thread = conversationThreadSchema.parse((await advisor.get(`${ADVISOR}/${id}`)).body);
    expect(thread.messages).toEqual([
      expect.objectContaining({ side: 'user', text: 'My transcript', attachments: [ref] }),
    ]);

    const downloaded = await advisor.get(`${ADVISOR}/${id}/attachments/${ref.id}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="transcript.pdf"; filename*=UTF-8''transcript.pdf`,
    );
    expect(Buffer.compare(downloaded.body as Buffer, PDF)).toBe(0);
    const own = await student.get(`${STUDENT}/${id}/attachments/${ref.id}`);
    expect(own.status).toBe(200);

    // A name in Arabic arrives and leaves as written (UTF-8), with an ASCII fallback.
    const arabic = await student.upload(`${STUDENT}/${id}`, PDF, 'شهادة.pdf', 'file-0002');
    expect(arabic.body).toMatchObject({ name: 'شهادة.pdf' });
    const named = await advisor.get(`${ADVISOR}/${id}/attachments/file-0002`);
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('شهادة.pdf')}`,
    );
  });

  it('lets an advisor attach a file to a reply, typed by its bytes, not by its name', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const id = await threadWithAdvisors(student);
    expect((await advisor.post(`${ADVISOR}/${id}/take`)).status).toBe(200);
    const uploaded = await advisor.upload(`${ADVISOR}/${id}`, PNG, 'checklist.pdf', 'advisor-01');
    expect(uploaded.body).toMatchObject({ type: 'image/png', name: 'checklist.pdf' });
    const reply = await advisor.post(`${ADVISOR}/${id}/messages`, {
      clientId: randomUUID(),
      attachments: ['advisor-01'],
    });
    expect(reply.status).toBe(201);
    const seen = conversationThreadSchema.parse((await student.get(`${STUDENT}/${id}`)).body);
    expect(seen.messages.at(-1)).toMatchObject({
      side: 'advisor',
      text: '',
      attachments: [uploaded.body],
    });
    const file = await student.get(`${STUDENT}/${id}/attachments/advisor-01`);
    expect(file.headers['content-type']).toBe('image/png');
    // The student's 'message' notification names the file.
    const notified = await student.get(`${NOTIFICATIONS_API_PATH}?type=message`);
    expect(notified.body).toEqual([expect.objectContaining({ message: 'checklist.pdf' })]);
  });

  it('refuses programs, pages, empty and oversized files and no file, with the message, never a 500', async () => {
    const student = await signedIn('student');
    const id = await threadWithAdvisors(student);
    const url = `${STUDENT}/${id}`;
    const cases: Array<[Buffer, string, string]> = [
      [EXE, 'setup.pdf', ATTACHMENT_MESSAGES.invalidType],
      [HTML, 'page.png', ATTACHMENT_MESSAGES.invalidType],
      [Buffer.alloc(0), 'empty.pdf', ATTACHMENT_MESSAGES.empty],
      [
        Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]),
        'big.pdf',
        ATTACHMENT_MESSAGES.tooLarge,
      ],
    ];
    for (const [bytes, name, message] of cases) {
      const refused = await student.upload(url, bytes, name, randomUUID());
      expect([name, refused.status, refusalOf(refused.body)]).toEqual([name, 400, message]);
    }
    const none = await student.post(`${url}/attachments`, { clientId: randomUUID() });
    expect([none.status, refusalOf(none.body)]).toEqual([400, ATTACHMENT_MESSAGES.missing]);
    const badId = await student.upload(url, PDF, 'a.pdf', '../../x');
    expect(badId.status).toBe(400);
  });

  it('stores a file uploaded many times at once under one client id once, across two instances', async () => {
    const student = await signedIn('student');
    const id = await threadWithAdvisors(student);
    const before = await storedFiles();
    const answers = await Promise.all(
      Array.from({ length: TWINS }, (_, index) =>
        student.upload(
          `${STUDENT}/${id}`,
          PDF,
          'twice.pdf',
          'same-file-1',
          index % 2 ? twin : server,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(TWINS).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const records = await server.testApp.db
      .collection('conversation_attachments')
      .find({ conversationId: id })
      .toArray();
    expect(records.map((record) => record._id)).toEqual([`${id}:same-file-1`]);

    const other = await student.upload(`${STUDENT}/${id}`, PNG, 'other.png', 'same-file-1');
    expect([other.status, refusalOf(other.body)]).toEqual([
      409,
      ATTACHMENT_MESSAGES.clientIdReused,
    ]);
  });

  it("never gives a student another's file, nor anyone without a token", async () => {
    const [owner, intruder] = await Promise.all([signedIn('student'), signedIn('student')]);
    const id = await threadWithAdvisors(owner);
    expect((await owner.upload(`${STUDENT}/${id}`, PDF, 'mine.pdf', 'private-1')).status).toBe(201);

    expect((await intruder.get(`${STUDENT}/${id}/attachments/private-1`)).status).toBe(403);
    expect((await intruder.upload(`${STUDENT}/${id}`, PDF, 'x.pdf', 'intrude-1')).status).toBe(403);
    const intruderThread = await threadWithAdvisors(intruder);
    // The id is unknown in the intruder's own thread, and cannot be sent from there either.
    expect((await intruder.get(`${STUDENT}/${intruderThread}/attachments/private-1`)).status).toBe(
      404,
    );
    const borrowed = await intruder.post(`${STUDENT}/${intruderThread}/messages`, {
      clientId: randomUUID(),
      attachments: ['private-1'],
    });
    expect([borrowed.status, refusalOf(borrowed.body)]).toEqual([
      400,
      ATTACHMENT_MESSAGES.notFound,
    ]);

    const anonymous = await request(server.testApp.http).get(
      `${STUDENT}/${id}/attachments/private-1`,
    );
    expect(anonymous.status).toBe(401);
    const visitorPath = await request(server.testApp.http)
      .get(`${VISITOR}/${id}/attachments/private-1`)
      .set(CONVERSATION_TOKEN_HEADER, 'guess');
    expect(visitorPath.status).toBe(403);
  });

  it("keeps a message's client id free when it named a file not uploaded yet", async () => {
    const student = await signedIn('student');
    const id = await threadWithAdvisors(student);
    const message = { clientId: randomUUID(), text: 'Passport scan', attachments: ['later-001'] };
    const early = await student.post(`${STUDENT}/${id}/messages`, message);
    expect([early.status, refusalOf(early.body)]).toEqual([400, ATTACHMENT_MESSAGES.notFound]);
    expect(
      (await student.upload(`${STUDENT}/${id}`, PDF, 'passport.pdf', 'later-001')).status,
    ).toBe(201);
    const [first, again] = await Promise.all([
      student.post(`${STUDENT}/${id}/messages`, message),
      student.post(`${STUDENT}/${id}/messages`, message),
    ]);
    expect([first.status, again.status]).toEqual([201, 201]);
    const thread = conversationThreadSchema.parse((await student.get(`${STUDENT}/${id}`)).body);
    expect(thread.messages.map((entry) => entry.attachments?.map((ref) => ref.id))).toEqual([
      ['later-001'],
    ]);
  });

  it("serves a visitor's files by the conversation token only", async () => {
    const botCheck = await solvedProof(server.testApp.http);
    const created = await request(server.testApp.http)
      .post(VISITOR)
      .send({
        contact: { fullName: 'Layla Hassan', email: 'layla@example.com', contactConsent: true },
        timeZone: 'Africa/Cairo',
        ...context(),
        language: 'ar',
        sourcePage: '/',
        botCheck,
      });
    expect(created.status).toBe(201);
    const { conversation, token } = createdConversationSchema.parse(created.body);
    const url = `${VISITOR}/${conversation.id}/attachments`;
    const upload = (withToken: string) =>
      request(server.testApp.http)
        .post(url)
        .set(CONVERSATION_TOKEN_HEADER, withToken)
        .field('clientId', 'visitor-01')
        .attach('file', PDF, 'cv.pdf');
    expect((await upload('not-the-token')).status).toBe(403);
    expect((await upload(token)).status).toBe(201);
    const fetched = await request(server.testApp.http)
      .get(`${url}/visitor-01`)
      .set(CONVERSATION_TOKEN_HEADER, token)
      .buffer(true);
    expect([fetched.status, fetched.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await request(server.testApp.http).get(`${url}/visitor-01`)).status).toBe(403);
  });
});
