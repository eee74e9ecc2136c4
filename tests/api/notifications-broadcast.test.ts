import { NotificationRepository } from '../../api/src/notifications/notification.repository';
import {
  HEAD_LAG_LIMIT,
  NotificationsService,
} from '../../api/src/notifications/notifications.service';
import { NOTIFICATIONS_ADMIN_API_PATH } from '../../shared/notifications/notification-content';
import { defaultNotificationPreferences } from '../../shared/notifications/notification-preferences';
import { type AppNotification } from '../../shared/realtime/notification';
import { notificationsSocketPath } from '../../shared/realtime/realtime-messages';
import {
  type NotificationClient,
  notificationClient,
  notify,
  query,
  SAMPLE_BROADCAST,
} from './notification-test-client';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';

/** A preferences body (what the settings form sends) from the defaults. */
function preferencesBody(userId: string) {
  const { categories, quietHours, timeZone } = defaultNotificationPreferences(userId);
  return { categories, quietHours, timeZone };
}

/** The counts a user's stored notifications give, to hold the log's counts against. */
function countsOf(all: AppNotification[]) {
  const unread = all.filter((item) => !item.isRead);
  const tally = (key: 'type' | 'priority') =>
    unread.reduce<Record<string, number>>(
      (counts, item) => ({ ...counts, [item[key]]: (counts[item[key]] ?? 0) + 1 }),
      {},
    );
  return { count: unread.length, byType: tally('type'), byPriority: tally('priority') };
}

/**
 * An admin's broadcast is written in batches (NotificationsService.notifyEach) and every append
 * starts from what the instance remembers of the inbox (NotificationMemories.append): two
 * instances on one database and one Redis must still keep every user's log exact.
 */
describe('Notification broadcasts and appends from memory across two instances', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const { socket } of sockets.splice(0)) socket.terminate();
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  const students = (prefix: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, at) =>
        notificationClient(at % 2 ? second : first, `auth0|${prefix}-${at}`),
      ),
    );

  /** A tab of the student on `server` (each instance trusts tokens of its own issuer). */
  async function connect(server: RealtimeTestServer, { sub }: NotificationClient) {
    const client = await notificationClient(server, sub);
    const socket = openSocket(server.origin, notificationsSocketPath(sub, client.token));
    sockets.push(socket);
    expect(await socket.nextMessage()).toEqual(
      expect.objectContaining({ type: 'presence', userId: client.sub }),
    );
    return socket;
  }

  /** The user's log read entry by entry: its last sequence, after checking it has no gap. */
  async function logLength(userId: string): Promise<number> {
    const repository = first.testApp.app.get(NotificationRepository);
    let sequence = 0;
    while (await repository.readLogEntry(userId, sequence + 1)) sequence++;
    return sequence;
  }

  /** Asserts the user's counts, as either instance answers them, against what is stored. */
  async function expectExactInbox({ sub }: NotificationClient) {
    const clients = [await notificationClient(first, sub), await notificationClient(second, sub)];
    const all = (await clients[0]!.list(query({ limit: '100' }))).body;
    const sequence = await logLength(sub);
    for (const client of clients) {
      expect((await client.unreadCount()).body).toEqual({ ...countsOf(all), sequence });
      expect((await client.page()).body.total).toBe(all.length);
      expect((await client.list(query({ limit: '100' }))).body).toEqual(all);
    }
    return all;
  }

  it("honours each student's preferences and reaches their tabs on both instances with the counts", async () => {
    const [ada, bea, cem, dan] = await students('broadcast-plan', 4);
    const muted = preferencesBody(bea!.sub);
    muted.categories.system = { inApp: false, push: false, email: true };
    expect((await bea!.savePreferences(muted)).status).toBe(200);
    const quiet = preferencesBody(cem!.sub);
    quiet.quietHours = { enabled: true, start: '00:00', end: '23:59' };
    quiet.timeZone = 'UTC';
    expect((await cem!.savePreferences(quiet)).status).toBe(200);
    await notify(second, ada!.sub, { title: 'earlier' });
    const adaTabs = [await connect(first, ada!), await connect(second, ada!)];
    const danTab = await connect(second, dan!);

    const at = new Date('2026-11-24T12:00:00Z');
    const results = await first.testApp.app.get(NotificationsService).notifyEach(
      [ada!, bea!, cem!, dan!].map(({ sub }) => sub),
      { ...SAMPLE_BROADCAST, priority: 'normal' },
      at,
    );
    const outcomes = results.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    expect(outcomes.map(({ plan }) => plan)).toEqual([
      { inApp: true, push: true, email: false, quietHours: false },
      { inApp: false, push: false, email: true, quietHours: false },
      { inApp: true, push: false, email: false, quietHours: true },
      { inApp: true, push: true, email: false, quietHours: false },
    ]);
    expect(outcomes[1]!.notification).toBeNull();
    expect(outcomes[1]!.email).not.toBeNull();
    for (const tab of adaTabs) {
      expect(await tab.nextMessage()).toEqual({
        type: 'notification',
        notification: outcomes[0]!.notification,
        unreadCount: {
          count: 2,
          byType: { message: 1, system: 1 },
          byPriority: { normal: 2 },
          sequence: 2,
        },
      });
    }
    expect(await danTab.nextMessage()).toEqual({
      type: 'notification',
      notification: expect.objectContaining({ title: SAMPLE_BROADCAST.title, userId: dan!.sub }),
      unreadCount: { count: 1, byType: { system: 1 }, byPriority: { normal: 1 }, sequence: 1 },
    });
    expect((await bea!.list()).body).toEqual([]);
    expect((await expectExactInbox(cem!)).map(({ title }) => title)).toEqual([
      SAMPLE_BROADCAST.title,
    ]);
    const [delivered] = (await expectExactInbox(ada!)).map(({ id }) => id);
    expect((await ada!.markRead(delivered!)).body.unreadCount.count).toBe(1);
  });

  it('delivers to the students with a socket on this instance first', async () => {
    const [ada, bea] = await students('broadcast-order', 2);
    await Promise.all([ada!.unreadCount(), bea!.unreadCount()]);
    await connect(first, bea!);
    const service = first.testApp.app.get(NotificationsService);
    const chunks = jest.spyOn(service, 'notifyEach');
    const admin = await notificationClient(first, 'auth0|broadcast-order-admin', ['admin']);
    const sent = await admin.post(`${NOTIFICATIONS_ADMIN_API_PATH}/broadcast`, {
      audience: { kind: 'students' },
      ...SAMPLE_BROADCAST,
    });
    expect(sent.status).toBe(202);
    while ((await ada!.list()).body.length === 0) await new Promise(setImmediate);
    // Fewer than a chunk of students: one call, the connected ones at its start.
    const [order] = chunks.mock.calls[0]!;
    expect(order.indexOf(bea!.sub)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(bea!.sub)).toBeLessThan(order.indexOf(ada!.sub));
  });

  it('appends from its memory without reading the log, and falls back when the other instance took the entry', async () => {
    const onFirst = await notificationClient(first, 'auth0|append-memory');
    const onSecond = await notificationClient(second, onFirst.sub);
    await notify(first, onFirst.sub);
    await onFirst.unreadCount();
    const repository = first.testApp.app.get(NotificationRepository);
    const reads = jest.spyOn(repository, 'readLogEntry');
    const heads = jest.spyOn(repository, 'readHeadSequence');
    const fullAppends = jest.spyOn(repository, 'append');

    await notify(first, onFirst.sub);
    expect(reads).not.toHaveBeenCalled();
    expect(heads).not.toHaveBeenCalled();
    expect(fullAppends).not.toHaveBeenCalled();

    // The other instance appends entry 3: this one's memory still ends at 2.
    await notify(second, onFirst.sub);
    await notify(first, onFirst.sub);
    expect(fullAppends).toHaveBeenCalledTimes(1);
    const all = await expectExactInbox(onFirst);
    expect(all).toHaveLength(4);
    expect((await onSecond.unreadCount()).body.sequence).toBe(4);
  });

  it('keeps every log exact when both instances append from memory at once', async () => {
    const onFirst = await notificationClient(first, 'auth0|append-race');
    const onSecond = await notificationClient(second, onFirst.sub);
    await notify(first, onFirst.sub);
    await Promise.all([onFirst.unreadCount(), onSecond.unreadCount()]);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, at) =>
        notify(at % 2 ? second : first, onFirst.sub, { title: `n${at}` }),
      ),
    );
    const ids = created.map(({ notification }) => notification!.id);
    expect(new Set(ids).size).toBe(30);
    const all = await expectExactInbox(onFirst);
    expect(all).toHaveLength(31);
    expect(await logLength(onFirst.sub)).toBe(31);
  });

  it("writes a broadcast's entry the full way for a student whose entry the other instance took", async () => {
    const [ada, bea] = await students('broadcast-behind', 2);
    await notify(first, ada!.sub);
    await notify(first, bea!.sub);
    const onSecond = await Promise.all(
      [ada!, bea!].map(({ sub }) => notificationClient(second, sub)),
    );
    await Promise.all(onSecond.map((client) => client.unreadCount()));
    // The second instance remembers both inboxes at entry 1; Ada's gets entry 2 on the first.
    await notify(first, ada!.sub);
    const fullAppends = jest.spyOn(second.testApp.app.get(NotificationRepository), 'append');

    const results = await second.testApp.app
      .get(NotificationsService)
      .notifyEach([ada!.sub, bea!.sub], SAMPLE_BROADCAST);
    expect(results.map(({ status }) => status)).toEqual(['fulfilled', 'fulfilled']);
    expect(fullAppends.mock.calls.map(([userId]) => userId)).toEqual([ada!.sub]);
    expect((await expectExactInbox(ada!)).map(({ title }) => title)).toEqual([
      SAMPLE_BROADCAST.title,
      'Hello',
      'Hello',
    ]);
    expect(await logLength(ada!.sub)).toBe(3);
    expect(await expectExactInbox(bea!)).toHaveLength(2);
  });

  it('leaves a head hint at most HEAD_LAG_LIMIT − 1 entries behind, and readers exact', async () => {
    const [ada] = await students('broadcast-heads', 1);
    const repository = first.testApp.app.get(NotificationRepository);
    const service = first.testApp.app.get(NotificationsService);
    for (let round = 1; round <= 2 * HEAD_LAG_LIMIT + 1; round++) {
      const [result] = await service.notifyEach([ada!.sub], SAMPLE_BROADCAST);
      expect(result!.status).toBe('fulfilled');
      expect(round - (await repository.readHeadSequence(ada!.sub))).toBeLessThan(HEAD_LAG_LIMIT);
    }
    // The other instance starts from the lagging head and probes past it.
    expect(await expectExactInbox(ada!)).toHaveLength(2 * HEAD_LAG_LIMIT + 1);
  });

  it('keeps counts exact when a broadcast races notifications, read marks and read-alls', async () => {
    const group = await students('broadcast-race', 8);
    const earlier = await Promise.all(
      group.map(async ({ sub }) => {
        const made = [];
        for (let at = 0; at < 4; at++) made.push((await notify(first, sub)).notification!.id);
        return made;
      }),
    );
    // Both instances remember every inbox; the second one's memories then fall behind.
    await Promise.all(group.map((student) => student.unreadCount()));
    const onOther = await Promise.all(
      group.map((student, at) => notificationClient(at % 2 ? first : second, student.sub)),
    );
    await Promise.all(onOther.map((client) => client.unreadCount()));
    await notify(first, group[0]!.sub, { title: 'put the second instance behind' });

    const userIds = group.map(({ sub }) => sub);
    const [broadcast, other] = await Promise.all([
      second.testApp.app.get(NotificationsService).notifyEach(userIds, SAMPLE_BROADCAST),
      first.testApp.app.get(NotificationsService).notifyEach(userIds, {
        ...SAMPLE_BROADCAST,
        title: 'Second broadcast',
        priority: 'low',
      }),
      ...group.flatMap((student, at) => [
        notify(at % 2 ? first : second, student.sub, { type: 'reminder', priority: 'urgent' }),
        notify(at % 2 ? second : first, student.sub, { type: 'payment' }),
        ...earlier[at]!.slice(0, 3).flatMap((id) => [
          student.markRead(id),
          onOther[at]!.markRead(id),
        ]),
        ...(at % 3 === 0 ? [onOther[at]!.readAll(query({ userId: student.sub }))] : []),
      ]),
    ]);
    for (const outcome of [...broadcast, ...other]) expect(outcome.status).toBe('fulfilled');

    for (const [at, student] of group.entries()) {
      const all = await expectExactInbox(student);
      expect(all.filter(({ title }) => title === SAMPLE_BROADCAST.title)).toHaveLength(1);
      expect(all.filter(({ title }) => title === 'Second broadcast')).toHaveLength(1);
      expect(all).toHaveLength(at === 0 ? 9 : 8);
      const read = all.filter(({ isRead }) => isRead).map(({ id }) => id);
      expect(read).toEqual(expect.arrayContaining(earlier[at]!.slice(0, 3)));
    }
  });
});
