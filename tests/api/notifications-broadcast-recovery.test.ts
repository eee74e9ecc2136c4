import { stepRecordId } from '../../api/src/common/leased-completions';
import { NotificationAudienceRepository } from '../../api/src/notifications/notification-audience.repository';
import { NotificationBroadcastSweepJob } from '../../api/src/notifications/notification-broadcast-sweep.job';
import {
  BROADCAST_CHUNK,
  BROADCAST_LEASE_MS,
  NotificationBroadcastService,
} from '../../api/src/notifications/notification-broadcast.service';
import { NotificationRepository } from '../../api/src/notifications/notification.repository';
import { NotificationsService } from '../../api/src/notifications/notifications.service';
import {
  NOTIFICATIONS_ADMIN_API_PATH,
  type NotificationBroadcastReceipt,
} from '../../shared/notifications/notification-content';
import { notificationClient, SAMPLE_BROADCAST } from './notification-test-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';

// Hundreds of deliveries and lookups per test, on a loaded 2-core machine.
jest.setTimeout(120_000);

/** More students than the two chunks one instance has in flight at once. */
const STUDENTS = 2 * BROADCAST_CHUNK + 50;

/**
 * A broadcast to every student outlives the instance delivering it (issue 12): cut off by a
 * shutdown, or left with failed deliveries, it is finished by the sweep on another instance, and
 * every student of its audience has it exactly once.
 */
describe('Broadcasts finished by the sweep', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let firstStopped = false;

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    if (!firstStopped) await first.stop();
    await second.close();
  });

  /** `count` active students, written as sign-up leaves them (the users collection only). */
  async function seedStudents(prefix: string, count: number): Promise<string[]> {
    const at = new Date();
    const users = Array.from({ length: count }, (_, index) => ({
      _id: `auth0|${prefix}-${index}`,
      name: `Student ${index}`,
      email: `${prefix}-${index}@example.com`,
      roles: ['student'],
      status: 'active',
      createdAt: at,
      lastLoginAt: at,
    }));
    await second.testApp.db.collection('users').insertMany(users as never[]);
    return users.map(({ _id }) => _id);
  }

  async function broadcastFrom(server: RealtimeTestServer, adminSub: string) {
    const admin = await notificationClient(server, adminSub, ['admin']);
    const sent = await admin.post(`${NOTIFICATIONS_ADMIN_API_PATH}/broadcast`, {
      audience: { kind: 'students' },
      ...SAMPLE_BROADCAST,
    });
    expect(sent.status).toBe(202);
    return (sent.body as NotificationBroadcastReceipt).broadcastId;
  }

  /**
   * Where the broadcast stands for each student: 'none', 'once' (its notification and one log
   * entry creating it), or 'broken' (an entry without the notification, or two entries).
   */
  async function deliveries(broadcastId: string, students: string[]) {
    const repository = second.testApp.app.get(NotificationRepository);
    const tally = { none: 0, once: 0, broken: 0 };
    for (const userId of students) {
      const id = stepRecordId(broadcastId, userId);
      let entries = 0;
      for (let sequence = 1; ; sequence++) {
        const entry = await repository.readLogEntry(userId, sequence);
        if (!entry) break;
        if (entry.event.kind === 'created' && entry.event.id === id) entries++;
      }
      const stored = (await repository.findRef(id)) !== null;
      if (!stored && entries === 0) tally.none++;
      else if (stored && entries === 1) tally.once++;
      else tally.broken++;
    }
    return tally;
  }

  const sweepAt = (server: RealtimeTestServer, now: Date) =>
    server.testApp.app.get(NotificationBroadcastSweepJob).run(now);

  it('finishes a broadcast cut off by its instance stopping, on the other instance, once per student', async () => {
    const students = await seedStudents('cut-off', STUDENTS);
    const broadcasts = first.testApp.app.get(NotificationBroadcastService);
    const notifications = first.testApp.app.get(NotificationsService);
    // The instance starts stopping as its first chunk starts: the chunks already in flight land,
    // and no other starts.
    let stopped: Promise<void> | undefined;
    const stopping = new Promise<void>((resolve) => {
      const destroy = broadcasts.onModuleDestroy.bind(broadcasts);
      jest.spyOn(broadcasts, 'onModuleDestroy').mockImplementation(() => {
        const done = destroy();
        resolve();
        return done;
      });
    });
    const notifyEach = notifications.notifyEach.bind(notifications);
    jest.spyOn(notifications, 'notifyEach').mockImplementationOnce(async (...args) => {
      stopped = first.stop();
      await stopping;
      return notifyEach(...args);
    });

    const broadcastId = await broadcastFrom(first, 'auth0|cut-off-admin');
    await stopping;
    await stopped;
    firstStopped = true;
    const beforeStop = await deliveries(broadcastId, students);
    expect(beforeStop.broken).toBe(0);
    expect(beforeStop.once).toBeGreaterThan(0);
    expect(beforeStop.once).toBeLessThanOrEqual(2 * BROADCAST_CHUNK);

    // Nobody takes it over while its lease runs; once it has expired, one sweep finishes it.
    const sent = Date.now();
    expect(await sweepAt(second, new Date(sent + BROADCAST_LEASE_MS - 60_000))).toBe(0);
    expect(await sweepAt(second, new Date(sent + BROADCAST_LEASE_MS + 60_000))).toBe(1);
    expect(await deliveries(broadcastId, students)).toEqual({ none: 0, once: STUDENTS, broken: 0 });
    expect(await sweepAt(second, new Date(sent + BROADCAST_LEASE_MS + 120_000))).toBe(0);
  });

  it('retries the deliveries that failed, once, when two sweeps race for the broadcast', async () => {
    await seedStudents('failed', STUDENTS);
    const audience = await second.testApp.app
      .get(NotificationAudienceRepository)
      .activeStudents(new Date());
    const notifications = second.testApp.app.get(NotificationsService);
    const notifyEach = notifications.notifyEach.bind(notifications);
    // The second chunk fails as a whole (the database refused its batch).
    const failed: string[] = [];
    const chunkCalls = jest
      .spyOn(notifications, 'notifyEach')
      .mockImplementationOnce(notifyEach)
      .mockImplementationOnce(async (userIds) => {
        failed.push(...userIds);
        return userIds.map(
          () => ({ status: 'rejected', reason: new Error('batch refused') }) as const,
        );
      });
    const complete = jest.spyOn(
      second.testApp.app.get(NotificationBroadcastService).claims,
      'complete',
    );
    const broadcastId = await broadcastFrom(second, 'auth0|failed-admin');
    // The instance's pass ends once every chunk has been handed over and has settled.
    const chunks = Math.ceil(audience.length / BROADCAST_CHUNK);
    while (chunkCalls.mock.calls.length < chunks) await new Promise(setImmediate);
    await Promise.all(chunkCalls.mock.results.map(({ value }) => value as Promise<unknown>));
    expect(await deliveries(broadcastId, audience)).toEqual({
      none: BROADCAST_CHUNK,
      once: audience.length - BROADCAST_CHUNK,
      broken: 0,
    });
    expect(failed).toHaveLength(BROADCAST_CHUNK);
    expect(await deliveries(broadcastId, failed)).toEqual({
      none: BROADCAST_CHUNK,
      once: 0,
      broken: 0,
    });
    expect(complete).not.toHaveBeenCalled();
    jest.restoreAllMocks();

    // Two sweeps of different slots at once (after the first test's): exactly one takes it over.
    const later = Date.now() + BROADCAST_LEASE_MS + 10 * 60_000;
    const runs = await Promise.all([
      sweepAt(second, new Date(later)),
      sweepAt(second, new Date(later + 60_000)),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await deliveries(broadcastId, audience)).toEqual({
      none: 0,
      once: audience.length,
      broken: 0,
    });
  });
});
