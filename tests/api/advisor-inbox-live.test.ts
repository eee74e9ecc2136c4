import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { type Role } from '../../shared/auth/roles';
import {
  CONVERSATION_TOKEN_HEADER,
  createdConversationSchema,
} from '../../shared/conversations/conversation';
import { notificationsSocketPath } from '../../shared/realtime/realtime-messages';
import { ROLES_CLAIM } from './auth-token-helpers';
import { context, LEADS_TEST_ENV, solvedProof } from './leads-fixtures';
import { openSocket } from './realtime-socket-client';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
  TEST_REDIS_URL,
} from './realtime-test-server';

/**
 * The advisors' inbox in real time (issue 14 item 6): a visitor's hand-off on one instance reaches
 * the open socket of an advisor connected to another, with the conversation as the inbox lists it.
 */
describe('Advisors’ inbox over the socket', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;

  beforeAll(async () => {
    const env = {
      ...LEADS_TEST_ENV,
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      REDIS_URL: TEST_REDIS_URL,
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000',
    };
    [first, second] = await Promise.all([
      startRealtimeTestServer(env),
      startRealtimeTestServer(env),
    ]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('tells an advisor on another instance of a hand-off at once, and of the visitor’s next message', async () => {
    const sub = `advisor|${randomUUID()}`;
    const role: Role = 'admin';
    const token = await second.tokens.sign(
      { sub, [ROLES_CLAIM]: [role] },
      { issuer: second.issuer },
    );
    // The advisor's first call records their account, as opening the inbox does.
    const inbox = await request(second.testApp.http)
      .get('/api/admin/conversations')
      .set('Authorization', `Bearer ${token}`);
    expect(inbox.status).toBe(200);
    const advisor = openSocket(second.origin, notificationsSocketPath(sub, token));
    expect((await advisor.nextMessage()).type).toBe('presence');

    const http = request(first.testApp.http);
    const created = await http.post('/api/public/conversations').send({
      contact: { fullName: 'Layla Live', email: 'layla@example.com', contactConsent: true },
      timeZone: 'Africa/Cairo',
      ...context(),
      botCheck: await solvedProof(first.testApp.http),
    });
    expect(created.status).toBe(201);
    const { conversation, token: visitorToken } = createdConversationSchema.parse(created.body);
    const send = (body: object) =>
      http
        .post(`/api/public/conversations/${conversation.id}/messages`)
        .set(CONVERSATION_TOKEN_HEADER, visitorToken)
        .send({ clientId: randomUUID(), ...body });

    expect((await send({ choice: 'handoff' })).status).toBe(201);
    expect(await advisor.nextMessage()).toMatchObject({
      type: 'conversation-changed',
      conversation: {
        id: conversation.id,
        status: 'waiting',
        contact: { fullName: 'Layla Live', email: 'layla@example.com' },
      },
    });
    expect((await send({ text: 'Are you there?' })).status).toBe(201);
    expect(await advisor.nextMessage()).toMatchObject({
      type: 'conversation-changed',
      conversation: { id: conversation.id, status: 'waiting' },
    });
    advisor.socket.close();
  });
});
