import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  conversationThreadSchema,
  type StudentConversationRequestInput,
  studentThreadListSchema,
} from '../../shared/conversations/conversation';
import { NOTIFICATIONS_API_PATH } from '../../shared/notifications/notification-api';
import { type AppNotification } from '../../shared/realtime/notification';
import { type Role } from '../../shared/auth/roles';
import { ROLES_CLAIM } from './auth-token-helpers';
import { startRealtimeTestServer, type RealtimeTestServer } from './realtime-test-server';

const STUDENT = '/api/conversations';
const ADVISOR = '/api/admin/conversations';
const TWINS = 8;
const toAdvisors: StudentConversationRequestInput = {
  language: 'en',
  timeZone: 'Europe/Berlin',
  to: 'advisor',
};

describe("A student's messages with advisors (embedded database)", () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer({ ADVISOR_TIME_ZONE: 'Europe/Istanbul' });
  });
  afterAll(() => server.close());

  const signedIn = async (role: Role) => {
    const sub = `${role}|${randomUUID()}`;
    const token = await server.tokens.sign(
      { sub, [ROLES_CLAIM]: [role] },
      { issuer: server.issuer },
    );
    const auth = `Bearer ${token}`;
    const http = () => request(server.testApp.http);
    return {
      sub,
      get: (path: string) => http().get(path).set('Authorization', auth),
      post: (path: string, body: object = {}) =>
        http().post(path).set('Authorization', auth).send(body),
    };
  };
  type Client = Awaited<ReturnType<typeof signedIn>>;

  const startThread = async (student: Client, text: string) => {
    const created = await student.post(STUDENT, toAdvisors);
    expect(created.status).toBe(201);
    const id = conversationThreadSchema.parse(created.body).conversation.id;
    const sent = await student.post(`${STUDENT}/${id}/messages`, { clientId: randomUUID(), text });
    expect(sent.status).toBe(201);
    return id;
  };
  const threadsOf = async (student: Client) => {
    const listed = await student.get(STUDENT);
    expect(listed.status).toBe(200);
    return studentThreadListSchema.parse(listed.body);
  };
  const takenBy = async (advisor: Client, id: string) =>
    expect((await advisor.post(`${ADVISOR}/${id}/take`)).status).toBe(200);
  const messageNotifications = async (student: Client) => {
    const listed = await student.get(`${NOTIFICATIONS_API_PATH}?type=message`);
    expect(listed.status).toBe(200);
    return listed.body as AppNotification[];
  };

  it('lists only the threads a student started, newest activity first, and refuses the others', async () => {
    const [amira, bilal] = await Promise.all([signedIn('student'), signedIn('student')]);
    const first = await startThread(amira, 'About my visa documents');
    const second = await startThread(amira, 'Can I change my programme?');
    const theirs = await startThread(bilal, 'Scholarship question');

    const mine = await threadsOf(amira);
    expect(mine.threads.map((thread) => thread.conversation.id)).toEqual([second, first]);
    expect(mine.threads[0]).toMatchObject({
      conversation: { status: 'waiting' },
      lastMessage: { side: 'user', text: 'Can I change my programme?' },
      unread: 0,
    });
    expect((await threadsOf(bilal)).threads.map((thread) => thread.conversation.id)).toEqual([
      theirs,
    ]);
    expect((await amira.get(`${STUDENT}/${theirs}`)).status).toBe(403);
    const intrusion = { clientId: randomUUID(), text: 'Hello?' };
    expect((await amira.post(`${STUDENT}/${theirs}/messages`, intrusion)).status).toBe(403);
    expect((await amira.post(`${STUDENT}/${theirs}/read`, { upTo: 1 })).status).toBe(403);
  });

  it('keeps the assistant out of a thread with the advisors and shows it in their waiting list', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const id = await startThread(student, 'Hello, I need an advisor');
    const thread = conversationThreadSchema.parse((await student.get(`${STUDENT}/${id}`)).body);
    expect(thread.messages.map((message) => message.side)).toEqual(['user']);
    const waiting = await advisor.get(`${ADVISOR}?status=waiting`);
    expect(waiting.body).toContainEqual(
      expect.objectContaining({ id, status: 'waiting', ownerUserId: student.sub }),
    );
  });

  it("counts an advisor's messages as unread until the student's read receipt", async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const quiet = await startThread(student, 'A thread nobody answers');
    const answered = await startThread(student, 'When is the deadline?');
    await takenBy(advisor, answered);
    for (const text of ['The deadline is 1 March.', 'Send your transcript first.']) {
      const reply = await advisor.post(`${ADVISOR}/${answered}/messages`, {
        clientId: randomUUID(),
        text,
      });
      expect(reply.status).toBe(201);
    }

    const unread = await threadsOf(student);
    expect(unread.unread).toBe(2);
    const byId = new Map(unread.threads.map((thread) => [thread.conversation.id, thread]));
    expect(byId.get(quiet)?.unread).toBe(0);
    expect(byId.get(answered)).toMatchObject({
      unread: 2,
      lastMessage: { side: 'advisor', text: 'Send your transcript first.' },
    });

    expect((await student.post(`${STUDENT}/${answered}/read`, { upTo: 2 })).status).toBe(200);
    expect((await threadsOf(student)).unread).toBe(1);
    expect((await student.post(`${STUDENT}/${answered}/read`, { upTo: 3 })).status).toBe(200);
    const read = await threadsOf(student);
    expect(read.unread).toBe(0);
    expect(read.threads.map((thread) => thread.unread)).toEqual([0, 0]);

    // The student's own reply is never unread to them.
    await student.post(`${STUDENT}/${answered}/messages`, {
      clientId: randomUUID(),
      text: 'Thanks',
    });
    expect((await threadsOf(student)).unread).toBe(0);
  });

  it('stores a reply sent many times at once once, and notifies the student once', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const id = await startThread(student, 'Is my application complete?');
    await takenBy(advisor, id);
    const reply = { clientId: randomUUID(), text: 'Yes, it is complete.' };
    const replies = await Promise.all(
      Array.from({ length: TWINS }, () => advisor.post(`${ADVISOR}/${id}/messages`, reply)),
    );
    expect(replies.map((answer) => answer.status)).toEqual(Array(TWINS).fill(201));

    const thread = conversationThreadSchema.parse((await student.get(`${STUDENT}/${id}`)).body);
    expect(thread.messages.map((message) => message.side)).toEqual(['user', 'advisor']);
    expect((await threadsOf(student)).unread).toBe(1);
    const notifications = await messageNotifications(student);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'message',
      title: 'New message from your advisor',
      message: 'Yes, it is complete.',
      actionUrl: `/dashboard/messages?thread=${id}`,
      isRead: false,
    });
  });

  it("stores a student's message resent many times at once once (a reconnecting device's outbox)", async () => {
    const student = await signedIn('student');
    const id = await startThread(student, 'First');
    const message = { clientId: randomUUID(), text: 'Written offline' };
    const sends = await Promise.all(
      Array.from({ length: TWINS }, () => student.post(`${STUDENT}/${id}/messages`, message)),
    );
    expect(sends.map((answer) => answer.status)).toEqual(Array(TWINS).fill(201));
    const seqs = sends.map(
      (answer) => conversationThreadSchema.parse(answer.body).messages[0]!.seq,
    );
    expect(new Set(seqs)).toEqual(new Set([2]));
    const thread = conversationThreadSchema.parse((await student.get(`${STUDENT}/${id}`)).body);
    expect(thread.messages.map((entry) => entry.text)).toEqual(['First', 'Written offline']);
  });

  it('notifies nobody when a student writes, and refuses a thread start without a language', async () => {
    const [student, advisor] = await Promise.all([signedIn('student'), signedIn('admin')]);
    const id = await startThread(student, 'First');
    await takenBy(advisor, id);
    await student.post(`${STUDENT}/${id}/messages`, { clientId: randomUUID(), text: 'Second' });
    expect(await messageNotifications(student)).toEqual([]);
    expect((await student.post(STUDENT, { timeZone: 'UTC', to: 'advisor' })).status).toBe(400);
  });
});
