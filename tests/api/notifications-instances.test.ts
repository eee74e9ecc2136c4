import { DeadlineReminderJob } from '../../api/src/notifications/deadline-reminder.job';
import { notificationsSocketPath } from '../../shared/realtime/realtime-messages';
import { newFavorite } from '../../shared/sync/favorite-document';
import { notificationClient, notify, query } from './notification-test-client';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Two API instances on one database and one Redis, as behind a load balancer. */
describe('Notifications across two API instances', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
  });
  afterEach(() => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  async function connect(server: RealtimeTestServer, userId: string, token: string) {
    const socket = openSocket(server.origin, notificationsSocketPath(userId, token));
    sockets.push(socket);
    expect(await socket.nextMessage()).toEqual({ type: 'presence', userId, status: 'connected' });
    return socket;
  }

  it("delivers a notification and its counts to the user's tabs on both instances through Redis", async () => {
    // Each instance trusts its own test issuer, so each tab holds a token of its instance.
    const ada = await notificationClient(first, 'auth0|fanout');
    const reader = await notificationClient(second, ada.sub);
    const onFirst = await connect(first, ada.sub, ada.token);
    const onSecond = await connect(second, ada.sub, reader.token);

    const { notification } = await notify(first, ada.sub, { priority: 'urgent', title: 'Now' });
    const expected = {
      type: 'notification',
      notification,
      unreadCount: { count: 1, byType: { message: 1 }, byPriority: { urgent: 1 }, sequence: 1 },
    };
    expect(await onFirst.nextMessage()).toEqual(expected);
    expect(await onSecond.nextMessage()).toEqual(expected);

    await reader.markRead(notification!.id);
    const counted = {
      type: 'unread-count',
      unreadCount: { count: 0, byType: {}, byPriority: {}, sequence: 2 },
    };
    expect(await onFirst.nextMessage()).toEqual(counted);
    expect(await onSecond.nextMessage()).toEqual(counted);
  });

  it('keeps counts and sequences exact when both instances create and read at once', async () => {
    const onFirst = await notificationClient(first, 'auth0|instances-race');
    const onSecond = await notificationClient(second, onFirst.sub);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, index) => notify(index % 2 ? second : first, onFirst.sub)),
    );
    const ids = created.map(({ notification }) => notification!.id);
    expect(new Set(ids).size).toBe(30);
    await Promise.all(
      created
        .slice(0, 10)
        .flatMap(({ notification }) => [
          onFirst.markRead(notification!.id),
          onSecond.markRead(notification!.id),
        ]),
    );
    for (const client of [onFirst, onSecond]) {
      expect((await client.unreadCount()).body).toEqual({
        count: 20,
        byType: { message: 20 },
        byPriority: { normal: 20 },
        sequence: 40,
      });
    }
    const all = (await onSecond.list(query({ limit: '100' }))).body;
    expect(all).toHaveLength(30);
    expect(all.filter((item) => !item.isRead)).toHaveLength(20);
  });

  it('counts offline read marks replayed by two devices exactly once, racing a read-all', async () => {
    // Two devices of one user (one per instance) marked overlapping notifications read offline;
    // back online both replay their marks at once, then more of them while one reads all.
    const phone = await notificationClient(first, 'auth0|instances-replay');
    const laptop = await notificationClient(second, phone.sub);
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) => notify(index % 2 ? second : first, phone.sub)),
    );
    const ids = created.map(({ notification }) => notification!.id);
    const phoneMarks = ids.slice(0, 6);
    const laptopMarks = ids.slice(3, 9);
    const replays = await Promise.all([
      ...phoneMarks.map((id) => phone.markRead(id)),
      ...laptopMarks.map((id) => laptop.markRead(id)),
    ]);
    expect(replays.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    // Nine distinct notifications read: three left, however the overlapping marks interleaved.
    expect((await phone.unreadCount()).body).toEqual(
      expect.objectContaining({ count: 3, byType: { message: 3 }, sequence: 12 + 9 }),
    );
    const racing = await Promise.all([
      ...ids.slice(6).map((id) => phone.markRead(id)),
      ...ids.slice(8).map((id) => laptop.markRead(id)),
      laptop.readAll(query({ userId: phone.sub })),
    ]);
    expect(racing.map((answer) => answer.status)).toEqual(Array(11).fill(200));
    // A replay sent again (the answer was lost on the way) changes nothing.
    const again = await laptop.markRead(ids[4]!);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(expect.objectContaining({ id: ids[4], isRead: true }));
    for (const client of [phone, laptop]) {
      expect((await client.unreadCount()).body).toEqual(
        expect.objectContaining({ count: 0, byType: {}, byPriority: {} }),
      );
    }
    const all = (await laptop.list(query({ limit: '100' }))).body;
    expect(all.filter((item) => !item.isRead)).toEqual([]);
    // A new one after all that is the only unread one.
    await notify(first, phone.sub);
    expect((await laptop.unreadCount()).body.count).toBe(1);
  });

  it("reminds of a favourited programme's deadline 7 days and 1 day before, each exactly once", async () => {
    const user = 'auth0|deadline';
    const deadline = new Date(Date.now() + 30 * DAY_MS);
    const { insertedId } = await first.testApp.db
      .collection('courses')
      .insertOne({ title: 'MSc Data Science', status: 'active', applicationDeadline: deadline });
    const courseId = insertedId.toHexString();
    const device = await syncDevice(first, user);
    expect(
      (await device.push('favorites', [{ newDocumentState: newFavorite(user, courseId) }])).body,
    ).toEqual([]);
    const jobs = [first, second].map((server) => server.testApp.app.get(DeadlineReminderJob));
    const runBoth = (at: Date) => Promise.all(jobs.map((job) => job.run(at)));

    // Ten days before: one instance runs, and nothing is due yet.
    expect((await runBoth(new Date(deadline.getTime() - 10 * DAY_MS))).sort()).toEqual([
      0,
      undefined,
    ]);
    const weekBefore = new Date(deadline.getTime() - 6.5 * DAY_MS);
    expect((await runBoth(weekBefore)).sort()).toEqual([1, undefined]);
    // Later hours inside the same window send nothing again.
    expect((await runBoth(new Date(weekBefore.getTime() + HOUR_MS))).sort()).toEqual([
      0,
      undefined,
    ]);
    const dayBefore = new Date(deadline.getTime() - 12 * HOUR_MS);
    expect((await runBoth(dayBefore)).sort()).toEqual([1, undefined]);
    expect((await runBoth(new Date(dayBefore.getTime() + HOUR_MS))).sort()).toEqual([0, undefined]);

    const ada = await notificationClient(second, user);
    const reminders = (await ada.list()).body;
    expect(
      reminders.map(({ type, priority, title, actionUrl }) => ({
        type,
        priority,
        title,
        actionUrl,
      })),
    ).toEqual([
      {
        type: 'reminder',
        priority: 'high',
        title: 'Application deadline in 1 day',
        actionUrl: `/course/${courseId}`,
      },
      {
        type: 'reminder',
        priority: 'normal',
        title: 'Application deadline in 7 days',
        actionUrl: `/course/${courseId}`,
      },
    ]);
  });
});
