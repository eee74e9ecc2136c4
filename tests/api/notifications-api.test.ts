import request from 'supertest';
import { UserAccessService } from '../../api/src/users/user-access.service';
import { UsersService } from '../../api/src/users/users.service';
import { AUTH_MESSAGES } from '../../shared/auth/auth-errors';
import { NotificationAudienceRepository } from '../../api/src/notifications/notification-audience.repository';
import { NotificationRepository } from '../../api/src/notifications/notification.repository';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { NOTIFICATIONS_API_PATH } from '../../shared/notifications/notification-api';
import { NOTIFICATIONS_ADMIN_API_PATH } from '../../shared/notifications/notification-content';
import { defaultNotificationPreferences } from '../../shared/notifications/notification-preferences';
import { notificationClient, notify, query } from './notification-test-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const preferencesBody = (userId: string) => {
  const { categories, quietHours, timeZone } = defaultNotificationPreferences(userId);
  return { categories, quietHours, timeZone };
};

describe('Notifications API (spec §7)', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => jest.restoreAllMocks());

  it('refuses every call without a token', async () => {
    const answer = await request(server.testApp.http).get(`${NOTIFICATIONS_API_PATH}/unread-count`);
    expect(answer.status).toBe(401);
  });

  it('lists the newest first, filtered by repeated array values, read state and limit', async () => {
    const ada = await notificationClient(server, 'auth0|list');
    await notify(server, ada.sub, { type: 'message', priority: 'low', title: 'first' });
    await notify(server, ada.sub, { type: 'system', priority: 'urgent', title: 'second' });
    await notify(server, ada.sub, { type: 'reminder', priority: 'high', title: 'third' });

    const all = await ada.list(query({ userId: ada.sub }));
    expect(all.status).toBe(200);
    expect(all.body.map((item) => item.title)).toEqual(['third', 'second', 'first']);
    expect(all.body[0]).toEqual({
      id: expect.any(String),
      userId: ada.sub,
      type: 'reminder',
      priority: 'high',
      title: 'third',
      message: 'A new message',
      isRead: false,
      createdAt: expect.any(String),
    });
    const typed = await ada.list(query({ userId: ada.sub, type: ['message', 'system'] }));
    expect(typed.body.map((item) => item.title)).toEqual(['second', 'first']);
    const urgent = await ada.list(query({ priority: 'urgent' }));
    expect(urgent.body.map((item) => item.title)).toEqual(['second']);
    expect((await ada.list(query({ limit: '1' }))).body.map((item) => item.title)).toEqual([
      'third',
    ]);

    await ada.markRead(all.body[1]!.id);
    expect((await ada.list(query({ isRead: 'true' }))).body.map((i) => i.title)).toEqual([
      'second',
    ]);
    expect((await ada.list(query({ isRead: 'false' }))).body.map((i) => i.title)).toEqual([
      'third',
      'first',
    ]);
  });

  it('answers 400 with the fields named for bad queries', async () => {
    const ada = await notificationClient(server, 'auth0|bad-query');
    for (const bad of ['limit=0', 'limit=101', 'type=bogus', 'isRead=yes', 'colour=red']) {
      const answer = await ada.list(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(CALL_ERROR_MESSAGES.badRequest);
    }
    expect((await ada.page('cursor=abc')).status).toBe(400);
  });

  it('pages infinitely by 20 with a cursor, total and a null cursor at the end', async () => {
    const ada = await notificationClient(server, 'auth0|pages');
    for (let index = 1; index <= 45; index++) {
      await notify(server, ada.sub, { title: `n${index}`, type: index % 3 ? 'message' : 'system' });
    }
    const titles: string[] = [];
    let cursor: string | null | undefined;
    const sizes: number[] = [];
    do {
      const answer = await ada.page(cursor ? query({ cursor }) : '');
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(45);
      sizes.push(answer.body.notifications.length);
      titles.push(...answer.body.notifications.map((item) => item.title));
      cursor = answer.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(titles).toEqual(Array.from({ length: 45 }, (_, index) => `n${45 - index}`));

    const systems = await ada.page(query({ type: 'system', limit: '10' }));
    expect(systems.body.total).toBe(15);
    expect(systems.body.notifications).toHaveLength(10);
    const rest = await ada.page(query({ type: 'system', cursor: systems.body.nextCursor! }));
    expect(rest.body.notifications).toHaveLength(5);
    expect(rest.body.nextCursor).toBeNull();
    // A type and a priority together: the total is counted from the notifications themselves.
    const both = await ada.page(query({ type: 'system', priority: 'normal', limit: '1' }));
    expect(both.body.total).toBe(15);
  });

  it('answers a first page asked again as the inbox is now: new, read and read-all', async () => {
    const ada = await notificationClient(server, 'auth0|first-page-again');
    const titles = async (asked = '') =>
      (await ada.page(asked)).body.notifications.map((item) => `${item.title}:${item.isRead}`);
    const first = await notify(server, ada.sub, { title: 'first' });
    expect(await titles()).toEqual(['first:false']);
    expect(await titles()).toEqual(['first:false']);

    await notify(server, ada.sub, { title: 'second' });
    expect(await titles()).toEqual(['second:false', 'first:false']);
    await ada.markRead(first.notification!.id);
    expect(await titles()).toEqual(['second:false', 'first:true']);
    // Another query of the first page is its own answer.
    expect(await titles(query({ isRead: 'false' }))).toEqual(['second:false']);
    await ada.readAll(query({ userId: ada.sub }));
    expect(await titles()).toEqual(['second:true', 'first:true']);
    expect(await titles(query({ isRead: 'false' }))).toEqual([]);
  });

  it('lists a notification whose log entry was read before its document was stored', async () => {
    const ada = await notificationClient(server, 'auth0|first-page-in-flight');
    const titles = async () => (await ada.page()).body.notifications.map((item) => item.title);
    await notify(server, ada.sub, { title: 'first' });
    expect(await titles()).toEqual(['first']);
    await notify(server, ada.sub, { title: 'second' });
    // The log entry comes first: a read in between finds no document at its position yet.
    const repository = server.testApp.app.get(NotificationRepository);
    const readItems = repository.readItems.bind(repository);
    jest
      .spyOn(repository, 'readItems')
      .mockImplementationOnce(async (userId, positions) =>
        (await readItems(userId, positions)).filter((item) => item.title !== 'second'),
      );
    expect(await titles()).toEqual(['first']);
    expect(await titles()).toEqual(['second', 'first']);
  });

  it('counts unread per type and priority with a sequence, and marks one read once', async () => {
    const ada = await notificationClient(server, 'auth0|counts');
    const bob = await notificationClient(server, 'auth0|counts-other');
    const first = await notify(server, ada.sub, { type: 'message', priority: 'high' });
    await notify(server, ada.sub, { type: 'payment', priority: 'high' });
    await notify(server, ada.sub, { type: 'payment', priority: 'low' });

    const counts = await ada.unreadCount(query({ userId: ada.sub }));
    expect(counts.body).toEqual({
      count: 3,
      byType: { message: 1, payment: 2 },
      byPriority: { high: 2, low: 1 },
      sequence: 3,
    });
    const id = first.notification!.id;
    expect((await bob.markRead(id)).status).toBe(403);
    const read = await ada.markRead(id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(
      expect.objectContaining({
        id,
        isRead: true,
        unreadCount: {
          count: 2,
          byType: { payment: 2 },
          byPriority: { high: 1, low: 1 },
          sequence: 4,
        },
      }),
    );
    const again = await ada.markRead(id);
    expect(again.body.unreadCount).toEqual(read.body.unreadCount);
    expect((await ada.markRead('no-such-id')).status).toBe(404);
  });

  it("marks all read, requiring the user id ('User ID is required') and refusing another's", async () => {
    const ada = await notificationClient(server, 'auth0|read-all');
    for (let index = 0; index < 3; index++) await notify(server, ada.sub);

    const missing = await ada.readAll();
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('User ID is required');
    expect((await ada.readAll(query({ userId: 'auth0|someone-else' }))).status).toBe(403);
    const done = await ada.readAll(query({ userId: ada.sub }));
    expect(done.status).toBe(200);
    expect(done.body.unreadCount).toEqual({ count: 0, byType: {}, byPriority: {}, sequence: 4 });
    expect((await ada.list()).body.every((item) => item.isRead)).toBe(true);
    // Nothing unread: no change, the same sequence.
    expect((await ada.readAll(query({ userId: ada.sub }))).body.unreadCount.sequence).toBe(4);
    await notify(server, ada.sub);
    expect((await ada.unreadCount()).body).toEqual(
      expect.objectContaining({ count: 1, sequence: 5 }),
    );
  });

  it("refuses another user's id on every call, admins included (403)", async () => {
    const student = await notificationClient(server, 'auth0|nosy');
    const admin = await notificationClient(server, 'auth0|nosy-admin', ['admin']);
    const other = query({ userId: 'auth0|victim' });
    for (const client of [student, admin]) {
      expect((await client.list(other)).status).toBe(403);
      expect((await client.page(other)).status).toBe(403);
      expect((await client.unreadCount(other)).status).toBe(403);
      expect((await client.readAll(other)).status).toBe(403);
      expect((await client.preferences('auth0|victim')).status).toBe(403);
      const put = await client.savePreferences(preferencesBody('auth0|victim'), 'auth0|victim');
      expect(put.status).toBe(403);
      expect(put.body.message).toBe(CALL_ERROR_MESSAGES.forbidden);
    }
  });

  it("refuses the bell's count and the first page to a suspended account and a signed-out session", async () => {
    const suspended = await notificationClient(server, 'auth0|bell-suspended');
    const signedOut = await notificationClient(server, 'auth0|bell-signed-out');
    for (const client of [suspended, signedOut]) {
      expect((await client.unreadCount()).status).toBe(200);
      expect((await client.page()).status).toBe(200);
    }
    await server.testApp.app.get(UserAccessService).suspend(suspended.sub);
    // Tokens issued before this moment no longer count.
    await server.testApp.app
      .get(UsersService)
      .revokeSessions(signedOut.sub, new Date(Date.now() + 1000));

    for (const answer of [await suspended.unreadCount(), await suspended.page()]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(AUTH_MESSAGES.accountSuspended);
    }
    for (const answer of [await signedOut.unreadCount(), await signedOut.page()]) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(CALL_ERROR_MESSAGES.unauthorized);
    }
  });

  it('keeps preferences per user; a channel switched off really stops; critical ones stay on', async () => {
    const ada = await notificationClient(server, 'auth0|prefs');
    const initial = await ada.preferences();
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(defaultNotificationPreferences(ada.sub));

    const body = preferencesBody(ada.sub);
    body.categories.messages = { inApp: false, push: false, email: false };
    body.categories.security = { inApp: false, push: false, email: false };
    const saved = await ada.savePreferences({ ...body, userId: ada.sub });
    expect(saved.status).toBe(200);
    expect(saved.body.userId).toBe(ada.sub);
    expect(saved.body.categories.messages).toEqual({ inApp: false, push: false, email: false });
    expect(saved.body.categories.security).toEqual({ inApp: true, push: true, email: true });
    expect((await ada.preferences()).body).toEqual(saved.body);

    const muted = await notify(server, ada.sub, { type: 'message' });
    expect(muted.notification).toBeNull();
    expect(muted.plan).toEqual({ inApp: false, push: false, email: false, quietHours: false });
    const security = await notify(server, ada.sub, { type: 'system', category: 'security' });
    expect(security.notification).not.toBeNull();
    expect(security.plan).toEqual({ inApp: true, push: true, email: true, quietHours: false });
    expect((await ada.unreadCount()).body.count).toBe(1);

    expect((await ada.savePreferences({ ...body, timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await ada.savePreferences({ ...body, userId: 'auth0|other' })).status).toBe(400);
    expect((await ada.savePreferences({ categories: body.categories })).status).toBe(400);
  });

  it("holds back push and e-mail in quiet hours of the user's time zone, not urgent ones", async () => {
    const ada = await notificationClient(server, 'auth0|quiet');
    const body = preferencesBody(ada.sub);
    body.categories.applications = { inApp: true, push: true, email: true };
    body.quietHours = { enabled: true, start: '22:00', end: '07:00' };
    body.timeZone = 'Asia/Tokyo';
    expect((await ada.savePreferences(body)).status).toBe(200);

    const tokyoNight = new Date('2026-11-23T14:30:00Z'); // 23:30 in Tokyo
    const tokyoNoon = new Date('2026-11-23T03:00:00Z'); // 12:00 in Tokyo
    const night = await notify(server, ada.sub, { type: 'approval' }, tokyoNight);
    expect(night.plan).toEqual({ inApp: true, push: false, email: false, quietHours: true });
    expect(night.notification).not.toBeNull();
    const urgent = await notify(
      server,
      ada.sub,
      { type: 'approval', priority: 'urgent' },
      tokyoNight,
    );
    expect(urgent.plan).toEqual({ inApp: true, push: true, email: true, quietHours: false });
    const noon = await notify(server, ada.sub, { type: 'approval' }, tokyoNoon);
    expect(noon.plan).toEqual({ inApp: true, push: true, email: true, quietHours: false });
    const critical = await notify(
      server,
      ada.sub,
      { type: 'system', category: 'account' },
      tokyoNight,
    );
    expect(critical.plan.quietHours).toBe(false);
  });

  it('lets admins (only) send to one user or broadcast to every active student', async () => {
    const student = await notificationClient(server, 'auth0|broadcast-student');
    const admin = await notificationClient(server, 'auth0|broadcast-admin', ['admin']);
    // Both become known users with their first call.
    await student.unreadCount();
    await admin.unreadCount();
    const content = { type: 'system', priority: 'high', title: 'Maintenance', message: 'Tonight' };
    const path = `${NOTIFICATIONS_ADMIN_API_PATH}/broadcast`;

    const refused = await student.post(path, { audience: { kind: 'students' }, ...content });
    expect(refused.status).toBe(403);
    const one = await admin.post(path, {
      audience: { kind: 'user', userId: student.sub },
      ...content,
    });
    expect(one).toEqual({ status: 202, body: { broadcastId: expect.any(String) } });
    expect((await student.unreadCount()).body.count).toBe(1);
    const unknown = await admin.post(path, {
      audience: { kind: 'user', userId: 'auth0|nobody' },
      ...content,
    });
    expect(unknown.status).toBe(404);
    const badType = await admin.post(path, {
      audience: { kind: 'students' },
      ...content,
      type: 'payment',
    });
    expect(badType.status).toBe(400);

    const all = await admin.post(path, {
      audience: { kind: 'students' },
      ...content,
      actionUrl: '/dashboard',
    });
    expect(all.status).toBe(202);
    // Delivered in the background: wait for it to be listed.
    const latest = async () => (await student.list(query({ limit: '1' }))).body[0];
    while ((await latest())?.actionUrl !== '/dashboard') await new Promise(setImmediate);
    expect(await latest()).toEqual(
      expect.objectContaining({ title: 'Maintenance', isRead: false }),
    );
    expect((await student.unreadCount()).body.count).toBe(2);
    // Admins are not students: the broadcast's audience leaves them out.
    const audience = await server.testApp.app
      .get(NotificationAudienceRepository)
      .activeStudents(new Date());
    expect(audience).toContain(student.sub);
    expect(audience).not.toContain(admin.sub);
  });
});
