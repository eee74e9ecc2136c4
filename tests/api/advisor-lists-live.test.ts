import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { APPLICATION_PATHS, type ApplicationView } from '../../shared/applications/application';
import { courseListResponseSchema } from '../../shared/catalog/course-list';
import { DOCUMENT_PATHS, documentUploadPath } from '../../shared/documents/document';
import {
  notificationsSocketPath,
  type RealtimeMessage,
} from '../../shared/realtime/realtime-messages';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { ROLES_CLAIM } from './auth-token-helpers';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';
import { sessionClient } from './session-test-client';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(512), Buffer.from('%%EOF')]);

/**
 * The advisors' application board and review queue stay live (issue 15): a student's
 * application or upload on one instance, and an advisor's review, poke every advisor's open
 * socket on the other instance to read the list again; students are never poked.
 */
describe('Advisors’ board and review queue over the socket', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let courseId: string;

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
    await first.testApp.app.get(CatalogSeedService).seed({ programCount: 5 });
    const listed = await request(first.testApp.http).get('/api/public/courses?limit=1');
    courseId = courseListResponseSchema.parse(listed.body).items[0]!.id;
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  /** A socket on `server` for `role`, past its presence message. */
  const socketOf = async (server: RealtimeTestServer, sub: string, role: 'admin' | 'student') => {
    const token = await server.tokens.sign(
      { sub, [ROLES_CLAIM]: [role] },
      { issuer: server.issuer },
    );
    const socket = openSocket(server.origin, notificationsSocketPath(sub, token));
    expect((await socket.nextMessage()).type).toBe('presence');
    return socket;
  };
  /** The next message of `type`, skipping the others (notifications, the student's pokes). */
  const next = async (socket: TestSocket, type: RealtimeMessage['type']) => {
    let message = await socket.nextMessage();
    while (message.type !== type) message = await socket.nextMessage();
    return message;
  };

  it('pokes advisors on another instance when a student applies, uploads and an advisor reviews', async () => {
    const advisor = await sessionClient(second, 'admin');
    // The advisor's first call records their account, as opening the board does.
    expect((await advisor.get(APPLICATION_PATHS.advisor)).status).toBe(200);
    const advisorSocket = await socketOf(second, advisor.sub, 'admin');
    const student = await sessionClient(first, 'student');
    const studentSocket = await socketOf(first, student.sub, 'student');

    const applied = await student.post(APPLICATION_PATHS.student, { courseId });
    expect(applied.status).toBe(201);
    const application = applied.body as ApplicationView;
    expect(await next(advisorSocket, 'advisor-list-changed')).toEqual({
      type: 'advisor-list-changed',
      list: 'applications',
    });
    // The board read now, on the other instance, already lists it.
    const board = await advisor.get(`${APPLICATION_PATHS.advisor}?pageSize=100`);
    expect(board.body.rows.map((row: { id: string }) => row.id)).toContain(application.id);

    const token = await first.tokens.sign(
      { sub: student.sub, [ROLES_CLAIM]: ['student'] },
      { issuer: first.issuer },
    );
    const uploaded = await request(first.testApp.http)
      .post(documentUploadPath(application.id, 'passport'))
      .set('Authorization', `Bearer ${token}`)
      .field('clientId', `live-${randomUUID()}`)
      .attach('file', PDF, { filename: 'passport.pdf', contentType: 'application/pdf' });
    expect(uploaded.status).toBe(201);
    expect(await next(advisorSocket, 'advisor-list-changed')).toEqual({
      type: 'advisor-list-changed',
      list: 'documents',
    });

    const other = await sessionClient(first, 'admin');
    const versionId = (uploaded.body as { id: string }).id;
    const reviewed = await other.post(
      `${DOCUMENT_PATHS.advisor}/files/${encodeURIComponent(versionId)}/review`,
      { decision: 'approved', reason: '' },
    );
    expect(reviewed.status).toBe(200);
    expect(await next(advisorSocket, 'advisor-list-changed')).toEqual({
      type: 'advisor-list-changed',
      list: 'documents',
    });
    const queue = await advisor.get(`${DOCUMENT_PATHS.advisor}?pageSize=100`);
    expect(queue.body.rows.map((row: { versionId: string }) => row.versionId)).not.toContain(
      versionId,
    );

    // The student's socket carried their own news up to the approval, never the advisors' pokes
    // (each review pokes the advisors before it notifies the student).
    const seen: RealtimeMessage['type'][] = [];
    for (;;) {
      const message = await studentSocket.nextMessage();
      seen.push(message.type);
      if (message.type === 'notification' && message.notification.type === 'approval') break;
    }
    expect(seen).not.toContain('advisor-list-changed');
    studentSocket.socket.close();
    advisorSocket.socket.close();
  });
});
