import { NotificationRetentionJob } from '../../api/src/notifications/notification-retention.job';
import { type AppNotification } from '../../shared/realtime/notification';
import { notificationClient, notify, query } from './notification-test-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Counts on the embedded engine, where no update is atomic (DESIGN.md decision 10): new, read and
 * read-all race in parallel requests, and the counts must come out exact.
 */
describe('Notification counts under racing changes', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer({ NOTIFICATION_RETENTION_DAYS: '30' });
  });
  afterAll(() => server.close());

  it('counts a notification marked read by many parallel calls down exactly once', async () => {
    const ada = await notificationClient(server, 'auth0|race-one');
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        notify(server, ada.sub, { type: index % 2 ? 'message' : 'payment' }),
      ),
    );
    const ids = created.map((result) => result.notification!.id);
    const marks = await Promise.all(
      ids.slice(0, 5).flatMap((id) => Array.from({ length: 6 }, () => ada.markRead(id))),
    );
    expect(marks.every((answer) => answer.status === 200)).toBe(true);
    const counts = (await ada.unreadCount()).body;
    expect(counts.count).toBe(5);
    expect(Object.values(counts.byType).reduce((a, b) => a + b, 0)).toBe(5);
    // 10 creations and 5 first reads: every change got its own sequence number.
    expect(counts.sequence).toBe(15);
  });

  it('keeps counts exact when new, read and read-all race, and the list agrees', async () => {
    const ada = await notificationClient(server, 'auth0|race-mixed');
    const first = await Promise.all(Array.from({ length: 20 }, () => notify(server, ada.sub)));
    const readSequences: number[] = [];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, async () => {
        const result = await notify(server, ada.sub, { type: 'reminder', priority: 'high' });
        return result.notification!;
      }),
      ...first.map(async ({ notification }) => {
        const answer = await ada.markRead(notification!.id);
        readSequences.push(answer.body.unreadCount.sequence);
        return answer.body;
      }),
      ...Array.from({ length: 3 }, async () => {
        const answer = await ada.readAll(query({ userId: ada.sub }));
        expect(answer.status).toBe(200);
        return undefined;
      }),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(40);

    const all: AppNotification[] = (await ada.list(query({ limit: '100' }))).body;
    expect(all).toHaveLength(40);
    const unread = all.filter((item) => !item.isRead);
    const counts = (await ada.unreadCount()).body;
    expect(counts.count).toBe(unread.length);
    expect(counts.byType).toEqual(unread.length ? { reminder: unread.length } : {});
    expect(counts.byPriority).toEqual(unread.length ? { high: unread.length } : {});
    // Every one of the first 20 was read, by its own call or a read-all.
    expect(all.filter((item) => item.type === 'message').every((item) => item.isRead)).toBe(true);
    // Each first read is its own change of the log, with its own sequence number.
    expect(new Set(readSequences).size).toBe(20);
    expect((await ada.page()).body.total).toBe(40);

    await ada.readAll(query({ userId: ada.sub }));
    expect((await ada.unreadCount()).body).toEqual(
      expect.objectContaining({ count: 0, byType: {}, byPriority: {} }),
    );
  });

  it('removes read notifications older than the retention age, keeps unread and recent ones', async () => {
    const ada = await notificationClient(server, 'auth0|retention');
    const now = new Date();
    const old = new Date(now.getTime() - 40 * DAY_MS);
    const oldRead = await notify(server, ada.sub, { title: 'old read' }, old);
    await notify(server, ada.sub, { title: 'old unread' }, old);
    const recentRead = await notify(server, ada.sub, { title: 'recent read' }, now);
    await ada.markRead(oldRead.notification!.id);
    await ada.markRead(recentRead.notification!.id);
    const job = server.testApp.app.get(NotificationRetentionJob);

    const [one, other] = await Promise.all([job.run(now), job.run(now)]);
    // One run per hour across callers: the other is skipped.
    expect([one, other].filter((result) => result === undefined)).toHaveLength(1);
    expect((await ada.list()).body.map((item) => item.title)).toEqual([
      'recent read',
      'old unread',
    ]);
    const page = (await ada.page()).body;
    expect(page.total).toBe(2);
    expect((await ada.unreadCount()).body.count).toBe(1);
    expect((await ada.markRead(oldRead.notification!.id)).status).toBe(404);

    // Read-all makes the old unread one removable by the next hour's run.
    await ada.readAll(query({ userId: ada.sub }));
    const later = new Date(now.getTime() + 60 * 60_000);
    expect(await job.run(later)).toBeGreaterThanOrEqual(1);
    expect((await ada.list()).body.map((item) => item.title)).toEqual(['recent read']);
    expect((await ada.page()).body.total).toBe(1);
  });
});
