import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ContentSeedService } from '../../api/src/content/content-seed.service';
import { type Role } from '../../shared/auth/roles';
import {
  CANNED_REPLIES_PATH,
  cannedRepliesSchema,
  cannedReplySchema,
  UNANSWERED_QUESTIONS_PATH,
  unansweredQuestionsSchema,
} from '../../shared/conversations/advisor-desk';
import {
  CONVERSATION_TOKEN_HEADER,
  conversationThreadSchema,
  createdConversationSchema,
} from '../../shared/conversations/conversation';
import { type VisitorConversationRequestInput } from '../../shared/conversations/chat-contact';
import { notificationsSocketPath } from '../../shared/realtime/realtime-messages';
import { ROLES_CLAIM } from './auth-token-helpers';
import { context, LEADS_TEST_ENV, solvedProof } from './leads-fixtures';
import { openSocket } from './realtime-socket-client';
import { startRealtimeTestServer, type RealtimeTestServer } from './realtime-test-server';

const VISITOR = '/api/public/conversations';
const ADVISOR = '/api/admin/conversations';
const TWINS = 8;

const visitorRequest = (
  overrides: Partial<VisitorConversationRequestInput> = {},
): VisitorConversationRequestInput => ({
  contact: { fullName: 'Layla Hassan', email: 'layla@example.com', contactConsent: true },
  timeZone: 'Africa/Cairo',
  ...context(),
  language: 'ar',
  sourcePage: '/',
  ...overrides,
});

describe('Conversations (embedded database)', () => {
  let server: RealtimeTestServer;
  const http = () => request(server.testApp.http);
  const bearer = async (sub: string, role: Role) =>
    `Bearer ${await server.tokens.sign({ sub, [ROLES_CLAIM]: [role] }, { issuer: server.issuer })}`;

  async function startVisitorConversation(
    overrides: Partial<VisitorConversationRequestInput> = {},
  ) {
    const botCheck = await solvedProof(server.testApp.http);
    const response = await http()
      .post(VISITOR)
      .send({ ...visitorRequest(overrides), botCheck });
    expect(response.status).toBe(201);
    return createdConversationSchema.parse(response.body);
  }

  const as = (auth: string) => ({
    get: (path: string) => http().get(path).set('Authorization', auth),
    post: (path: string, body: object = {}) =>
      http().post(path).set('Authorization', auth).send(body),
    put: (path: string, body: object) => http().put(path).set('Authorization', auth).send(body),
    delete: (path: string) => http().delete(path).set('Authorization', auth),
  });
  const idsOf = (body: { id: string }[]) => body.map((summary) => summary.id);

  const send = (id: string, token: string, body: object) =>
    http().post(`${VISITOR}/${id}/messages`).set(CONVERSATION_TOKEN_HEADER, token).send(body);

  beforeAll(async () => {
    server = await startRealtimeTestServer({
      ...LEADS_TEST_ENV,
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000',
      ADVISOR_TIME_ZONE: 'Europe/Istanbul',
    });
    await server.testApp.app.get(ContentSeedService).seed();
  });
  afterAll(() => server.close());

  it('stores the contact details as a chat lead at once and answers in Arabic, citing the FAQ', async () => {
    const { conversation, token, leadReferenceId } = await startVisitorConversation();
    const lead = await server.testApp.db
      .collection('consultations')
      .findOne({ _id: leadReferenceId as never });
    expect(lead).toMatchObject({
      channel: 'chat',
      conversationId: conversation.id,
      fullName: 'Layla Hassan',
      email: 'layla@example.com',
      language: 'ar',
    });
    const stored = await server.testApp.db
      .collection('conversations')
      .findOne({ _id: conversation.id as never });
    expect(JSON.stringify(stored)).not.toContain(token);

    const answered = await send(conversation.id, token, {
      clientId: randomUUID(),
      text: 'هل الاستشارة الأولى مجانية؟',
    });
    expect(answered.status).toBe(201);
    const { messages } = conversationThreadSchema.parse(answered.body);
    expect(messages.map((message) => message.side)).toEqual(['user', 'assistant']);
    expect(messages[1]!.reply).toMatchObject({
      kind: 'answer',
      sources: [{ type: 'faq', id: 'faq-consultation-cost', language: 'ar' }],
    });
  });

  it('refuses contact details without a way to reach the visitor or without consent', async () => {
    const refusedFields = async (contact: object) => {
      const botCheck = await solvedProof(server.testApp.http);
      const response = await http()
        .post(VISITOR)
        .send({ ...visitorRequest(), contact, botCheck });
      expect(response.status).toBe(400);
      return (response.body.details as { field: string }[]).map((detail) => detail.field);
    };
    expect(await refusedFields({ fullName: 'Layla', contactConsent: true })).toEqual([
      'contact.email',
    ]);
    expect(
      await refusedFields({ fullName: 'Layla', email: 'l@example.com', contactConsent: false }),
    ).toEqual(['contact.contactConsent']);
  });

  it("refuses another visitor's token, no token, and a student who does not own it", async () => {
    const mine = await startVisitorConversation();
    const theirs = await startVisitorConversation();
    const path = `${VISITOR}/${mine.conversation.id}`;
    expect((await http().get(path).set(CONVERSATION_TOKEN_HEADER, theirs.token)).status).toBe(403);
    expect((await http().get(path)).status).toBe(403);
    expect(
      (await send(mine.conversation.id, theirs.token, { clientId: randomUUID(), text: 'hi' }))
        .status,
    ).toBe(403);
    expect((await http().get(path).set(CONVERSATION_TOKEN_HEADER, mine.token)).status).toBe(200);
    const student = await bearer(`student|${randomUUID()}`, 'student');
    const asStudent = await http()
      .get(`/api/conversations/${mine.conversation.id}`)
      .set('Authorization', student);
    expect(asStudent.status).toBe(403);
  });

  it('stores a message sent many times at once exactly once, with one assistant reply', async () => {
    const { conversation, token } = await startVisitorConversation();
    const clientId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: TWINS }, () => send(conversation.id, token, { clientId, text: 'visa' })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(TWINS).fill(201));
    const seqs = responses.map((response) =>
      conversationThreadSchema.parse(response.body).messages.map((message) => message.seq),
    );
    expect(new Set(seqs.map((list) => list.join(',')))).toEqual(new Set(['1,2']));
    const thread = await http()
      .get(`${VISITOR}/${conversation.id}`)
      .set(CONVERSATION_TOKEN_HEADER, token);
    expect(thread.body.messages).toHaveLength(2);
    expect(thread.body.conversation.lastSeq).toBe(2);
  });

  it('hands off on request: waiting with its context, one advisor takes it, the assistant goes quiet', async () => {
    const { conversation, token } = await startVisitorConversation();
    const handedOff = await send(conversation.id, token, {
      clientId: randomUUID(),
      text: '',
      choice: 'handoff',
    });
    const thread = conversationThreadSchema.parse(handedOff.body);
    expect(thread.conversation.status).toBe('waiting');
    expect(thread.conversation.handoff).toMatchObject({ completedFlows: [], guesses: [] });
    expect(thread.messages[1]).toMatchObject({
      side: 'assistant',
      reply: { kind: 'handoff' },
      notice: { key: expect.stringMatching(/^assistant\.officeHours\.(open|closed)$/) },
    });

    const admins = await Promise.all(
      [1, 2, 3].map((n) => bearer(`advisor|${n}|${randomUUID()}`, 'admin')),
    );
    const waiting = await http().get(ADVISOR).set('Authorization', admins[0]!);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: conversation.id,
          status: 'waiting',
          contact: expect.objectContaining({ fullName: 'Layla Hassan' }),
          visitorTimeZone: 'Africa/Cairo',
        }),
      ]),
    );

    const takes = await Promise.all(
      admins.map((auth) =>
        http().post(`${ADVISOR}/${conversation.id}/take`).set('Authorization', auth),
      ),
    );
    expect(takes.map((take) => take.status).sort()).toEqual([200, 409, 409]);
    const winner = admins[takes.findIndex((take) => take.status === 200)]!;
    const loser = admins[takes.findIndex((take) => take.status === 409)]!;
    const mine = await http().get(`${ADVISOR}?status=advisor`).set('Authorization', loser);
    expect(mine.body.map((summary: { id: string }) => summary.id)).toContain(conversation.id);

    const refused = await http()
      .post(`${ADVISOR}/${conversation.id}/messages`)
      .set('Authorization', loser)
      .send({ clientId: randomUUID(), text: 'Hello from the wrong desk' });
    expect(refused.status).toBe(409);

    const replyId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: TWINS }, () =>
        http()
          .post(`${ADVISOR}/${conversation.id}/messages`)
          .set('Authorization', winner)
          .send({ clientId: replyId, text: 'مرحبا، أنا مستشارتك.' }),
      ),
    );
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([201]));

    const after = await send(conversation.id, token, { clientId: randomUUID(), text: 'visa' });
    const quiet = conversationThreadSchema.parse(after.body);
    expect(quiet.messages.map((message) => message.side)).toEqual(['user']);
    const full = await http()
      .get(`${VISITOR}/${conversation.id}`)
      .set(CONVERSATION_TOKEN_HEADER, token);
    expect(full.body.messages.map((message: { side: string }) => message.side)).toEqual([
      'user',
      'assistant',
      'advisor',
      'user',
    ]);
  });

  it('moves read receipts forward only, up to the last message', async () => {
    const { conversation, token } = await startVisitorConversation();
    await send(conversation.id, token, { clientId: randomUUID(), text: 'visa' });
    const read = (upTo: number) =>
      http()
        .post(`${VISITOR}/${conversation.id}/read`)
        .set(CONVERSATION_TOKEN_HEADER, token)
        .send({ upTo });
    expect((await read(99)).body.conversation.readUpTo.user).toBe(2);
    expect((await read(1)).body.conversation.readUpTo.user).toBe(2);
  });

  it("delivers an advisor's reply to the student's open socket, and the student's message to the advisor's", async () => {
    const studentId = `student|${randomUUID()}`;
    const advisorId = `advisor|${randomUUID()}`;
    const student = await bearer(studentId, 'student');
    const advisor = await bearer(advisorId, 'admin');
    const created = await http()
      .post('/api/conversations')
      .set('Authorization', student)
      .send({ language: 'en', timeZone: 'Europe/Berlin' });
    expect(created.status).toBe(201);
    const id = created.body.conversation.id as string;
    await http()
      .post(`/api/conversations/${id}/messages`)
      .set('Authorization', student)
      .send({ clientId: randomUUID(), choice: 'handoff' });
    expect((await http().post(`${ADVISOR}/${id}/take`).set('Authorization', advisor)).status).toBe(
      200,
    );

    const studentSocket = openSocket(
      server.origin,
      notificationsSocketPath(studentId, student.slice(7)),
    );
    const advisorSocket = openSocket(
      server.origin,
      notificationsSocketPath(advisorId, advisor.slice(7)),
    );
    expect((await studentSocket.nextMessage()).type).toBe('presence');
    expect((await advisorSocket.nextMessage()).type).toBe('presence');

    await http()
      .post(`${ADVISOR}/${id}/messages`)
      .set('Authorization', advisor)
      .send({ clientId: randomUUID(), text: 'Your documents look fine.' });
    expect(await studentSocket.nextMessage()).toMatchObject({
      type: 'conversation-message',
      conversationId: id,
      status: 'advisor',
      message: { side: 'advisor', text: 'Your documents look fine.' },
    });

    await http()
      .post(`/api/conversations/${id}/messages`)
      .set('Authorization', student)
      .send({ clientId: randomUUID(), text: 'Thank you!' });
    expect(await advisorSocket.nextMessage()).toMatchObject({
      type: 'conversation-message',
      conversationId: id,
      message: { side: 'user', text: 'Thank you!' },
    });
    studentSocket.socket.close();
    advisorSocket.socket.close();
  });

  it('lists by view, hands a conversation to another advisor, and closes it for good', async () => {
    const { conversation, token } = await startVisitorConversation();
    await send(conversation.id, token, { clientId: randomUUID(), text: '', choice: 'handoff' });
    const advisorIds = [1, 2, 3].map((n) => `advisor|${n}|${randomUUID()}`);
    const [first, second, third] = await Promise.all(advisorIds.map((sub) => bearer(sub, 'admin')));
    const secondId = advisorIds[1]!;
    const path = `${ADVISOR}/${conversation.id}`;

    expect(idsOf((await as(first!).get(`${ADVISOR}?status=waiting`)).body)).toContain(
      conversation.id,
    );
    expect((await as(first!).post(`${path}/take`)).status).toBe(200);
    expect(idsOf((await as(first!).get(`${ADVISOR}?status=mine`)).body)).toContain(conversation.id);
    expect(idsOf((await as(second!).get(`${ADVISOR}?status=mine`)).body)).not.toContain(
      conversation.id,
    );
    expect(idsOf((await as(second!).get(`${ADVISOR}?status=all`)).body)).toContain(conversation.id);

    // Only to an active admin, and only by the holder; the new holder replies, the old one may not.
    const advisors = await as(first!).get(`${ADVISOR}/advisors`);
    expect(advisors.body).toContainEqual(expect.objectContaining({ id: secondId }));
    const studentId = `student|${randomUUID()}`;
    await as(await bearer(studentId, 'student')).get('/api/me');
    const toStudent = await as(first!).post(`${path}/assign`, { advisorId: studentId });
    expect(toStudent.status).toBe(400);
    const grabbed = await as(third!).post(`${path}/assign`, { advisorId: secondId });
    expect(grabbed.status).toBe(409);
    const assigned = await as(first!).post(`${path}/assign`, { advisorId: secondId });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'advisor', advisorId: secondId });
    expect(idsOf((await as(second!).get(`${ADVISOR}?status=mine`)).body)).toContain(
      conversation.id,
    );
    const reply = { clientId: randomUUID(), text: 'I will look after you from here.' };
    expect((await as(first!).post(`${path}/messages`, reply)).status).toBe(409);
    expect((await as(second!).post(`${path}/messages`, reply)).status).toBe(201);

    expect((await as(first!).post(`${path}/close`)).status).toBe(409);
    const closed = await as(second!).post(`${path}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(idsOf((await as(second!).get(`${ADVISOR}?status=closed`)).body)).toContain(
      conversation.id,
    );
    expect(idsOf((await as(second!).get(`${ADVISOR}?status=mine`)).body)).not.toContain(
      conversation.id,
    );
    const late = await as(second!).post(`${path}/messages`, {
      clientId: randomUUID(),
      text: 'One more thing',
    });
    expect(late.status).toBe(409);
    expect((await as(third!).post(`${path}/take`)).status).toBe(409);
  });

  it('keeps canned replies per language: admins write them, students are refused', async () => {
    const admin = as(await bearer(`advisor|${randomUUID()}`, 'admin'));
    const student = as(await bearer(`student|${randomUUID()}`, 'student'));
    const title = `Greeting ${randomUUID()}`;

    expect((await student.get(CANNED_REPLIES_PATH)).status).toBe(403);
    expect(
      (await student.post(CANNED_REPLIES_PATH, { language: 'en', title, text: 'Hi' })).status,
    ).toBe(403);
    const invalid = await admin.post(CANNED_REPLIES_PATH, { language: 'xx', title: '', text: '' });
    expect(invalid.status).toBe(400);

    const created = await admin.post(CANNED_REPLIES_PATH, {
      language: 'ar',
      title,
      text: 'مرحبا، كيف يمكنني مساعدتك؟',
    });
    expect(created.status).toBe(201);
    const reply = cannedReplySchema.parse(created.body);
    const listed = cannedRepliesSchema.parse((await admin.get(CANNED_REPLIES_PATH)).body);
    expect(listed).toContainEqual(reply);

    const updated = await admin.put(`${CANNED_REPLIES_PATH}/${reply.id}`, {
      language: 'ar',
      title,
      text: 'أهلا وسهلا',
    });
    expect(updated.status).toBe(200);
    const afterUpdate = cannedRepliesSchema.parse((await admin.get(CANNED_REPLIES_PATH)).body);
    expect(afterUpdate.find((item) => item.id === reply.id)?.text).toBe('أهلا وسهلا');
    expect((await student.delete(`${CANNED_REPLIES_PATH}/${reply.id}`)).status).toBe(403);
    expect((await admin.delete(`${CANNED_REPLIES_PATH}/${reply.id}`)).status).toBe(204);
    expect((await admin.delete(`${CANNED_REPLIES_PATH}/${reply.id}`)).status).toBe(404);
    const afterDelete = cannedRepliesSchema.parse((await admin.get(CANNED_REPLIES_PATH)).body);
    expect(afterDelete.map((item) => item.id)).not.toContain(reply.id);
  });

  it('lists what the assistant could not answer and turns a question into one FAQ draft', async () => {
    const { conversation, token } = await startVisitorConversation({ language: 'en' });
    const question = `What will the weather be like tomorrow? ${randomUUID().slice(0, 8)}`;
    const missed = await send(conversation.id, token, { clientId: randomUUID(), text: question });
    expect(missed.body.messages[1].reply.kind).not.toBe('answer');
    const admin = as(await bearer(`advisor|${randomUUID()}`, 'admin'));
    const student = as(await bearer(`student|${randomUUID()}`, 'student'));

    expect((await student.get(UNANSWERED_QUESTIONS_PATH)).status).toBe(403);
    const listed = unansweredQuestionsSchema.parse(
      (await admin.get(UNANSWERED_QUESTIONS_PATH)).body,
    );
    const entry = listed.find((item) => item.question === question);
    expect(entry).toMatchObject({ conversationId: conversation.id, language: 'en' });

    const faqPath = `${UNANSWERED_QUESTIONS_PATH}/${encodeURIComponent(entry!.id)}/faq`;
    expect((await student.post(faqPath)).status).toBe(403);
    const drafts = await Promise.all([admin.post(faqPath), admin.post(faqPath)]);
    expect(drafts.map((draft) => draft.status)).toEqual([200, 200]);
    const { slug } = drafts[0]!.body as { slug: string };
    expect(drafts[1]!.body).toEqual({ slug });
    const item = await server.testApp.db
      .collection('content_items')
      .findOne({ _id: slug as never });
    expect(item).toMatchObject({ type: 'faq', status: 'draft' });
    expect(JSON.stringify(item)).toContain(question);
    const after = unansweredQuestionsSchema.parse(
      (await admin.get(UNANSWERED_QUESTIONS_PATH)).body,
    );
    expect(after.find((item) => item.id === entry!.id)?.faqSlug).toBe(slug);
    expect((await admin.post(`${UNANSWERED_QUESTIONS_PATH}/nope/faq`)).status).toBe(404);
  });
});
