import { type AppNotification } from '../../../../shared/realtime/notification';
import { type LatestNotifications } from './hooks/use-latest-notifications';
import { type NotificationFeed } from './hooks/use-notification-feed';
import { type OfflineInbox } from './hooks/use-offline-inbox';
import { shownLatest, shownNotifications } from './shown-notifications';

const notification = (id: number, isRead = false): AppNotification => ({
  id: `n-${id}`,
  userId: 'auth0|ada',
  type: id % 2 ? 'system' : 'reminder',
  priority: 'normal',
  title: `Notice ${id}`,
  message: 'About it',
  isRead,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
});

const kept = [notification(7), notification(6, true), notification(5), notification(4)];
const inbox: OfflineInbox = { status: 'ready', items: kept };

const feed = (status: NotificationFeed['status'], items: AppNotification[] = []) =>
  ({
    status,
    items,
    total: items.length,
    hasMore: true,
    loadingMore: false,
    moreFailed: false,
    loadMore: () => undefined,
    retry: () => undefined,
  }) satisfies NotificationFeed;

describe(shownNotifications.name, () => {
  it("shows the server's list while it answers", () => {
    const online = feed('ready', [notification(8)]);
    expect(shownNotifications(online, inbox, {}, true)).toBe(online);
  });

  it('shows the kept notifications offline, filtered on the device, with no further pages', () => {
    const shown = shownNotifications(feed('loading'), inbox, { isRead: false }, false);
    expect(shown.items.map((item) => item.id)).toEqual(['n-7', 'n-5', 'n-4']);
    expect(shown).toMatchObject({ status: 'ready', total: 3, hasMore: false });
    const reminders = shownNotifications(feed('loading'), inbox, { type: ['reminder'] }, false);
    expect(reminders.items.map((item) => item.id)).toEqual(['n-6', 'n-4']);
  });

  it('falls back to the kept ones when the server list failed', () => {
    expect(shownNotifications(feed('failed'), inbox, {}, true).items).toHaveLength(4);
  });

  it('keeps the loading or error state while the device has nothing to show yet', () => {
    const failed = feed('failed');
    expect(shownNotifications(failed, { status: 'loading' }, {}, false)).toBe(failed);
  });
});

describe(shownLatest.name, () => {
  it("offline, the bell lists the device's newest five", () => {
    const many: OfflineInbox = {
      status: 'ready',
      items: [8, 7, 6, 5, 4, 3].map((id) => notification(id)),
    };
    const shown = shownLatest({ status: 'loading' }, many, false);
    expect(shown.status === 'ready' && shown.items.map((item) => item.id)).toEqual([
      'n-8',
      'n-7',
      'n-6',
      'n-5',
      'n-4',
    ]);
  });

  it('online, the server answers', () => {
    const latest: LatestNotifications = { status: 'ready', items: [notification(9)] };
    expect(shownLatest(latest, inbox, true)).toBe(latest);
  });
});
