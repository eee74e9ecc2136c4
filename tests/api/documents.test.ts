import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  type ApplicationView,
  type ApplicationDetail,
} from '../../shared/applications/application';
import { type Role } from '../../shared/auth/roles';
import { courseListResponseSchema } from '../../shared/catalog/course-list';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '../../shared/conversations/attachments';
import {
  type ApplicationDocuments,
  DEFAULT_DOCUMENT_ITEMS,
  DOCUMENT_PATHS,
  type DocumentQueue,
  documentUploadPath,
  type MyDocuments,
} from '../../shared/documents/document';
import { DOCUMENT_MESSAGES } from '../../shared/documents/document-messages';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { ROLES_CLAIM } from './auth-token-helpers';
import { defaultSettings } from '../../shared/sync/settings-document';
import { notificationClient } from './notification-test-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048), Buffer.from('%%EOF')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), randomBytes(512)]);
const PARALLEL = 8;
const STUDENT = DOCUMENT_PATHS.student;
const ADVISOR = DOCUMENT_PATHS.advisor;

const today = () => new Date().toISOString().slice(0, 10);

describe('Application documents (embedded database)', () => {
  let server: RealtimeTestServer;
  let courses: string[];

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    await server.testApp.app.get(CatalogSeedService).seed({ programCount: 20 });
    const listed = await request(server.testApp.http).get('/api/public/courses?limit=20');
    courses = courseListResponseSchema.parse(listed.body).items.map(({ id }) => id);
  });
  afterAll(() => server.close());

  const signedIn = async (
    role: Role,
    name = role === 'student' ? 'Amira Haddad' : 'Lina Advisor',
  ) => {
    const sub = `${role}|${randomUUID()}`;
    const token = await server.tokens.sign(
      { sub, name, email: `${sub.replace(/\W/g, '')}@example.com`, [ROLES_CLAIM]: [role] },
      { issuer: server.issuer },
    );
    const auth = `Bearer ${token}`;
    const http = () => request(server.testApp.http);
    return {
      sub,
      get: (url: string) => http().get(url).set('Authorization', auth).buffer(true),
      post: (url: string, body: object = {}) =>
        http().post(url).set('Authorization', auth).send(body),
      upload: (url: string, bytes: Buffer, name: string, clientId: string) =>
        http()
          .post(url)
          .set('Authorization', auth)
          .field('clientId', clientId)
          .attach('file', bytes, { filename: name, contentType: 'application/pdf' }),
    };
  };
  type Client = Awaited<ReturnType<typeof signedIn>>;

  const applied = async (student: Client, course = courses[0]!) => {
    const answer = await student.post('/api/applications', { courseId: course });
    expect(answer.status).toBe(201);
    return answer.body as ApplicationView;
  };
  const checklistOf = async (student: Client, applicationId: string) => {
    const answer = await student.get(
      `${STUDENT}/applications/${encodeURIComponent(applicationId)}`,
    );
    expect(answer.status).toBe(200);
    return answer.body as ApplicationDocuments;
  };
  const itemOf = (documents: ApplicationDocuments, key: string) =>
    documents.items.find((item) => item.key === key)!;
  const requests = async (studentId: string) => {
    const inbox = await (await notificationClient(server, studentId)).list('limit=100');
    return inbox.body.filter((notification) => notification.type === 'document_request');
  };
  const approvals = async (studentId: string) => {
    const inbox = await (await notificationClient(server, studentId)).list('limit=100');
    return inbox.body.filter((notification) => notification.type === 'approval');
  };
  const review = (advisor: Client, versionId: string, decision: string, reason = '') =>
    advisor.post(`${ADVISOR}/files/${encodeURIComponent(versionId)}/review`, { decision, reason });

  it("lists the default checklist, all missing, for each of the student's applications", async () => {
    const student = await signedIn('student');
    const application = await applied(student);
    const mine = (await student.get(STUDENT)).body as MyDocuments;
    expect(mine.applications).toHaveLength(1);
    expect(mine.applications[0]!.items.map((item) => [item.key, item.status])).toEqual(
      DEFAULT_DOCUMENT_ITEMS.map((key) => [key, 'missing']),
    );
    expect(mine.applications[0]!.applicationId).toBe(application.id);
  });

  it('refuses a renamed .exe and a file over the limit, by content and size', async () => {
    const student = await signedIn('student');
    const application = await applied(student);
    const url = documentUploadPath(application.id, 'passport');
    const exe = await student.upload(url, EXE, 'passport.pdf', 'exe-file-01');
    expect(exe.status).toBe(400);
    expect(exe.body.details).toEqual([{ field: 'file', message: ATTACHMENT_MESSAGES.invalidType }]);
    const large = await student.upload(
      url,
      Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]),
      'big.pdf',
      'big-file-01',
    );
    expect(large.status).toBe(400);
    expect(large.body.details).toEqual([{ field: 'file', message: ATTACHMENT_MESSAGES.tooLarge }]);
    const unknown = await student.upload(
      documentUploadPath(application.id, 'custom-9'),
      PDF,
      'a.pdf',
      'unknown-01',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(DOCUMENT_MESSAGES.unknownItem);
    expect(itemOf(await checklistOf(student, application.id), 'passport').status).toBe('missing');
  });

  it('stores a retried upload once, however many tries race', async () => {
    const student = await signedIn('student');
    const application = await applied(student);
    const url = documentUploadPath(application.id, 'cv');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => student.upload(url, PDF, 'cv.pdf', 'retried-cv-01')),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PARALLEL - 1);
    const cv = itemOf(await checklistOf(student, application.id), 'cv');
    expect(cv.versions).toHaveLength(1);
    expect(cv).toMatchObject({
      status: 'in_review',
      versions: [{ id: 'retried-cv-01', number: 1 }],
    });
    const other = await student.upload(url, PNG, 'cv.png', 'retried-cv-01');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(ATTACHMENT_MESSAGES.clientIdReused);
  });

  it('keeps every version downloadable, the latest counting, and queues only the latest', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const application = await applied(student);
    const url = documentUploadPath(application.id, 'transcripts');
    expect((await student.upload(url, PDF, 'first.pdf', `v1-${randomUUID()}`)).status).toBe(201);
    const second = await student.upload(url, PNG, 'second.png', `v2-${randomUUID()}`);
    expect(second.status).toBe(201);
    const transcripts = itemOf(await checklistOf(student, application.id), 'transcripts');
    expect(
      transcripts.versions.map((version) => [version.number, version.name, version.type]),
    ).toEqual([
      [2, 'second.png', 'image/png'],
      [1, 'first.pdf', 'application/pdf'],
    ]);
    const older = await student.get(`${STUDENT}/files/${transcripts.versions[1]!.id}`);
    expect(older.status).toBe(200);
    expect(Buffer.compare(older.body as Buffer, PDF)).toBe(0);

    const queue = (await advisor.get(`${ADVISOR}?pageSize=100`)).body as DocumentQueue;
    const mine = queue.rows.filter((row) => row.applicationId === application.id);
    expect(mine.map((row) => row.versionId)).toEqual([transcripts.versions[0]!.id]);
    const stale = await review(advisor, transcripts.versions[1]!.id, 'approved');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(DOCUMENT_MESSAGES.superseded);
  });

  it('numbers racing uploads of one item apart and queues only the latest', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const application = await applied(student);
    const url = documentUploadPath(application.id, 'language_certificate');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        student.upload(
          url,
          Buffer.concat([PDF, Buffer.from(String(index))]),
          `c${index}.pdf`,
          `lc-${index}-${randomUUID()}`,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(201));
    const item = itemOf(await checklistOf(student, application.id), 'language_certificate');
    expect(item.versions.map((version) => version.number)).toEqual(
      Array.from({ length: PARALLEL }, (_, index) => PARALLEL - index),
    );
    const queue = (await advisor.get(`${ADVISOR}?pageSize=100`)).body as DocumentQueue;
    expect(
      queue.rows.filter((row) => row.applicationId === application.id).map((row) => row.versionId),
    ).toEqual([item.versions[0]!.id]);
  });

  it('lets a student reach only their own documents, and never the review', async () => {
    const [owner, intruder] = await Promise.all([signedIn('student'), signedIn('student')]);
    const application = await applied(owner);
    const uploaded = await owner.upload(
      documentUploadPath(application.id, 'passport'),
      PDF,
      'p.pdf',
      `own-${randomUUID()}`,
    );
    expect(uploaded.status).toBe(201);
    const versionId = (uploaded.body as { id: string }).id;
    expect(
      (await intruder.get(`${STUDENT}/applications/${encodeURIComponent(application.id)}`)).status,
    ).toBe(404);
    expect((await intruder.get(`${STUDENT}/files/${versionId}`)).status).toBe(404);
    expect(
      (
        await intruder.upload(
          documentUploadPath(application.id, 'passport'),
          PDF,
          'x.pdf',
          `x-${randomUUID()}`,
        )
      ).status,
    ).toBe(404);
    expect(((await intruder.get(STUDENT)).body as MyDocuments).applications).toEqual([]);
    expect((await owner.get(ADVISOR)).status).toBe(403);
    expect((await review(owner, versionId, 'approved')).status).toBe(403);
    expect((await owner.get(`${ADVISOR}/files/${versionId}`)).status).toBe(403);
  });

  it('lets exactly one of racing reviews of one version through, and tells the student once', async () => {
    const [student, ...advisors] = await Promise.all([
      signedIn('student'),
      ...Array.from({ length: PARALLEL }, () => signedIn('admin')),
    ]);
    const application = await applied(student);
    const uploaded = await student.upload(
      documentUploadPath(application.id, 'references'),
      PDF,
      'ref.pdf',
      `race-${randomUUID()}`,
    );
    const versionId = (uploaded.body as { id: string }).id;
    const noReason = await review(advisors[0]!, versionId, 'rejected', '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([
      { field: 'reason', message: DOCUMENT_MESSAGES.reasonRequired },
    ]);

    const answers = await Promise.all(
      advisors.map((advisor, index) =>
        index % 2 === 0
          ? review(advisor, versionId, 'rejected', 'The scan is unreadable')
          : review(advisor, versionId, 'approved'),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(PARALLEL - 1);
    const references = itemOf(await checklistOf(student, application.id), 'references');
    const decision = references.versions[0]!.review!.decision;
    expect(references.status).toBe(decision);
    expect(await requests(student.sub)).toHaveLength(decision === 'rejected' ? 1 : 0);
    expect(await approvals(student.sub)).toHaveLength(decision === 'approved' ? 1 : 0);

    const detail = (await student.get(`/api/applications/${encodeURIComponent(application.id)}`))
      .body as ApplicationDetail;
    expect(
      detail.timeline.flatMap((entry) =>
        entry.kind === 'document' ? [[entry.event, entry.itemKey]] : [],
      ),
    ).toEqual([
      ['uploaded', 'references'],
      [decision, 'references'],
    ]);
    const audited = (
      await server.testApp.app.get(AuditLog).list({ from: today(), to: today() })
    ).filter((entry) => entry.resourceId === versionId);
    expect(audited.map((entry) => entry.action)).toEqual(['document.review']);
  });

  it('tells the student of an approval once, in their language, however many approvals race', async () => {
    const [student, ...advisors] = await Promise.all([
      signedIn('student'),
      ...Array.from({ length: PARALLEL }, () => signedIn('admin')),
    ]);
    const base = defaultSettings(student.sub);
    const settings = { ...base, display: { ...base.display, language: 'fr' } };
    const device = await syncDevice(server, student.sub);
    expect(await device.push('settings', [{ newDocumentState: settings }])).toEqual({
      status: 200,
      body: [],
    });
    const application = await applied(student, courses[3]);
    const uploaded = await student.upload(
      documentUploadPath(application.id, 'cv'),
      PDF,
      'cv.pdf',
      `cv-${randomUUID()}`,
    );
    const versionId = (uploaded.body as { id: string }).id;

    const answers = await Promise.all(
      advisors.map((advisor) => review(advisor, versionId, 'approved')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(PARALLEL - 1);
    const told = await approvals(student.sub);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'approval',
      priority: 'normal',
      title: 'Un document a été approuvé',
      actionUrl: `/dashboard/documents?application=${encodeURIComponent(application.id)}`,
    });
    expect(told[0]!.message).toContain('CV');
    expect(await requests(student.sub)).toEqual([]);
  });

  it('rejects with a reason the student sees, and asks for an added item once', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const application = await applied(student);
    const uploaded = await student.upload(
      documentUploadPath(application.id, 'passport'),
      PNG,
      'p.png',
      `rej-${randomUUID()}`,
    );
    const rejected = await review(
      advisor,
      (uploaded.body as { id: string }).id,
      'rejected',
      'Expired passport',
    );
    expect(rejected.status).toBe(200);
    const passport = itemOf(await checklistOf(student, application.id), 'passport');
    expect(passport).toMatchObject({
      status: 'rejected',
      versions: [
        { review: { decision: 'rejected', reason: 'Expired passport', byName: 'Lina Advisor' } },
      ],
    });

    const blank = await advisor.post(
      `${ADVISOR}/applications/${encodeURIComponent(application.id)}/items`,
      { label: ' ' },
    );
    expect(blank.status).toBe(400);
    const added = await advisor.post(
      `${ADVISOR}/applications/${encodeURIComponent(application.id)}/items`,
      {
        label: 'Portfolio',
      },
    );
    expect(added.status).toBe(201);
    const portfolio = itemOf(await checklistOf(student, application.id), 'custom-1');
    expect(portfolio).toMatchObject({ label: 'Portfolio', status: 'missing', versions: [] });
    const upload = await student.upload(
      documentUploadPath(application.id, 'custom-1'),
      PDF,
      'work.pdf',
      `pf-${randomUUID()}`,
    );
    expect(upload.status).toBe(201);
    const notices = await requests(student.sub);
    expect(notices).toHaveLength(2);
    expect(notices.map((notice) => notice.message).join(' ')).toContain('Expired passport');
    expect(notices.map((notice) => notice.message).join(' ')).toContain('Portfolio');
  });
});
