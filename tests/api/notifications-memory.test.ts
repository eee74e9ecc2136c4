import { randomBytes } from 'node:crypto';
import { NotificationRetentionJob } from '../../api/src/notifications/notification-retention.job';
import { NotificationRepository } from '../../api/src/notifications/notification.repository';
import { NOTIFICATIONS_ADMIN_API_PATH } from '../../shared/notifications/notification-content';
import {
  type NotificationClient,
  notificationClient,
  notify,
  query,
} from './notification-test-client';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
  TEST_REDIS_URL,
} from './realtime-test-server';

const DAY_MS = 24 * 60 * 60_000;

/** What both instances must answer alike: the first page (titles, read flags) and the counts. */
async function inboxOf(client: NotificationClient) {
  const page = (await client.page()).body;
  const counts = (await client.unreadCount()).body;
  return {
    items: page.notifications.map(({ title, isRead }) => ({ title, isRead })),
    total: page.total,
    counts,
  };
}

/**
 * Each instance remembers inboxes and notifications (NotificationMemories); two instances on one
 * database must still answer every call as the log stands at that moment, whichever instance
 * wrote it: without Redis, as on the embedded default, by reading the log past each memory's end;
 * with Redis, by hearing each append announced (inbox-append-feed.ts).
 */
describe.each([
  ['without Redis', {}],
  ['with Redis', { REDIS_URL: TEST_REDIS_URL }],
])('Notification memories across two instances %s', (setting, redis: Record<string, string>) => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;

  beforeAll(async () => {
    const env = { MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`, ...redis };
    [first, second] = await Promise.all([
      startRealtimeTestServer(env),
      startRealtimeTestServer(env),
    ]);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('answers a warm first page and count from memory, reading at most the log past its end', async () => {
    const ada = await notificationClient(first, 'auth0|memory-lookups');
    for (let at = 0; at < 25; at++) await notify(first, ada.sub, { title: `n${at}` });
    const before = await inboxOf(ada);
    // With Redis, the memory first checks the log's end itself once (announcements of other
    // tests' users may have arrived while it was first read); after that it has heard of all.
    if (setting === 'with Redis') await inboxOf(ada);
    const repository = first.testApp.app.get(NotificationRepository);
    const probes = jest.spyOn(repository, 'readLogEntry');
    const items = jest.spyOn(repository, 'readItems');
    const claims = jest.spyOn(repository, 'readClaimed');
    expect(await inboxOf(ada)).toEqual(before);
    // Without Redis, one probe past the end per call; with it, none. Nothing else.
    expect(probes).toHaveBeenCalledTimes(setting === 'with Redis' ? 0 : 2);
    expect(items).not.toHaveBeenCalled();
    expect(claims).not.toHaveBeenCalled();
  });

  it('answers the very next call on the other instance with what one instance just wrote', async () => {
    const onFirst = await notificationClient(first, 'auth0|memory-next-call');
    const onSecond = await notificationClient(second, onFirst.sub);
    for (let round = 1; round <= 6; round++) {
      // Both memories are warm (and, with Redis, trusted) before each write.
      await Promise.all([inboxOf(onFirst), inboxOf(onSecond), inboxOf(onSecond)]);
      await notify(round % 2 ? first : second, onFirst.sub, { title: `r${round}` });
      const inbox = await inboxOf(round % 2 ? onSecond : onFirst);
      expect(inbox.items[0]).toEqual({ title: `r${round}`, isRead: false });
      expect(inbox.counts.count).toBe(round);
    }
  });

  it('sees at once what the other instance wrote, through interleaved writes and reads', async () => {
    const onFirst = await notificationClient(first, 'auth0|memory-interleaved');
    const onSecond = await notificationClient(second, onFirst.sub);
    const expected: { title: string; isRead: boolean }[] = [];
    const ids: string[] = [];
    for (let round = 0; round < 8; round++) {
      const [writer, reader] = round % 2 ? [second, onFirst] : [first, onSecond];
      const title = `round ${round}`;
      ids.unshift((await notify(writer, onFirst.sub, { title })).notification!.id);
      expected.unshift({ title, isRead: false });
      if (round % 3 === 2) {
        // The writer's reader marks the one before on its own instance.
        await (reader === onFirst ? onSecond : onFirst).markRead(ids[1]!);
        expected[1]!.isRead = true;
      }
      for (const client of [reader, onFirst, onSecond]) {
        const inbox = await inboxOf(client);
        expect(inbox.items).toEqual(expected);
        expect(inbox.counts.count).toBe(expected.filter((item) => !item.isRead).length);
      }
    }

    expect((await onSecond.readAll(query({ userId: onFirst.sub }))).status).toBe(200);
    const afterAll = expected.map(({ title }) => ({ title, isRead: true }));
    expect((await inboxOf(onFirst)).items).toEqual(afterAll);
    expect((await inboxOf(onFirst)).counts).toEqual({
      count: 0,
      byType: {},
      byPriority: {},
      sequence: 8 + 2 + 1,
    });
    await notify(second, onFirst.sub, { title: 'after read-all' });
    const latest = await inboxOf(onFirst);
    expect(latest.items[0]).toEqual({ title: 'after read-all', isRead: false });
    expect(latest.items.slice(1)).toEqual(afterAll);
    expect(latest.counts.count).toBe(1);
    expect(await inboxOf(onSecond)).toEqual(latest);
  });

  it("stops listing a notification the other instance's retention removed", async () => {
    const onFirst = await notificationClient(first, 'auth0|memory-retention');
    const onSecond = await notificationClient(second, onFirst.sub);
    const now = new Date();
    const old = await notify(
      first,
      onFirst.sub,
      { title: 'old' },
      new Date(now.getTime() - 100 * DAY_MS),
    );
    await notify(first, onFirst.sub, { title: 'kept' }, now);
    await onFirst.markRead(old.notification!.id);
    // Both instances now remember the old one, read.
    for (const client of [onFirst, onSecond]) {
      expect((await inboxOf(client)).items).toEqual([
        { title: 'kept', isRead: false },
        { title: 'old', isRead: true },
      ]);
    }

    expect(await first.testApp.app.get(NotificationRetentionJob).run(now)).toBeGreaterThanOrEqual(
      1,
    );
    for (const client of [onSecond, onFirst]) {
      const inbox = await inboxOf(client);
      expect(inbox.items).toEqual([{ title: 'kept', isRead: false }]);
      expect(inbox.total).toBe(1);
      expect(inbox.counts.count).toBe(1);
    }
  });

  it('keeps counts exact when parallel read marks on both instances race page reads', async () => {
    const onFirst = await notificationClient(first, 'auth0|memory-race');
    const onSecond = await notificationClient(second, onFirst.sub);
    const ids: string[] = [];
    for (let at = 0; at < 20; at++) {
      ids.push((await notify(first, onFirst.sub, { title: `n${at}` })).notification!.id);
    }
    await Promise.all([inboxOf(onFirst), inboxOf(onSecond)]);

    const marked = ids.slice(0, 12);
    const answers = await Promise.all([
      ...marked.flatMap((id) => [onFirst, onSecond, onFirst, onSecond].map((c) => c.markRead(id))),
      ...Array.from({ length: 6 }, (_, at) => (at % 2 ? onFirst : onSecond).page()),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    for (const client of [onFirst, onSecond]) {
      const inbox = await inboxOf(client);
      expect(inbox.counts).toEqual({
        count: 8,
        byType: { message: 8 },
        byPriority: { normal: 8 },
        sequence: 20 + 12,
      });
      const all = (await client.list(query({ limit: '100' }))).body;
      expect(
        all
          .filter((item) => item.isRead)
          .map((item) => item.id)
          .sort(),
      ).toEqual([...marked].sort());
    }
  });

  it('shows a broadcast to many students on either instance, and each one read', async () => {
    const students = await Promise.all(
      Array.from({ length: 12 }, (_, at) =>
        notificationClient(at % 2 ? second : first, `auth0|memory-broadcast-${at}`),
      ),
    );
    // Every student becomes a known user, and each instance remembers the empty inbox.
    for (const student of students) await inboxOf(student);
    const admin = await notificationClient(first, 'auth0|memory-broadcast-admin', ['admin']);
    const sent = await admin.post(`${NOTIFICATIONS_ADMIN_API_PATH}/broadcast`, {
      audience: { kind: 'students' },
      type: 'system',
      priority: 'high',
      title: 'Intake opens',
      message: 'Applications for the spring intake open on Monday.',
    });
    expect(sent.status).toBe(202);
    // Delivered in the background: wait for the last student to list it.
    const latest = async (student: NotificationClient) => (await student.page()).body.notifications;
    while ((await latest(students.at(-1)!)).length === 0) await new Promise(setImmediate);
    for (const student of students) {
      while ((await latest(student)).length === 0) await new Promise(setImmediate);
      const [notification] = await latest(student);
      expect(notification).toEqual(
        expect.objectContaining({ title: 'Intake opens', userId: student.sub, isRead: false }),
      );
      expect((await student.markRead(notification!.id)).body.unreadCount.count).toBe(0);
    }
    for (const [at, student] of students.entries()) {
      const other = await notificationClient(at % 2 ? first : second, student.sub);
      const inbox = await inboxOf(other);
      expect(inbox.items).toEqual([{ title: 'Intake opens', isRead: true }]);
      expect(inbox.counts.count).toBe(0);
    }
  });
});
