/**
 * Which lists the bell and the notifications page show: the server's infinite list while it answers, else
 * (offline, or its first page failed) the offline inbox, with the page's filters applied on the
 * device. Pure, so it is tested on its own.
 */
import { NOTIFICATION_BELL_ITEMS } from '../../../../shared/constants';
import { type NotificationFilters } from '../../../../shared/notifications/notification-api';
import { type LatestNotifications } from './hooks/use-latest-notifications';
import { type NotificationFeed } from './hooks/use-notification-feed';
import { type OfflineInbox } from './hooks/use-offline-inbox';
import { matchesFilters } from './notification-list';

export function shownNotifications(
  feed: NotificationFeed,
  inbox: OfflineInbox,
  filters: NotificationFilters,
  online: boolean,
): NotificationFeed {
  const serverless = !online || feed.status === 'failed';
  if (!serverless || inbox.status !== 'ready') return feed;
  const items = inbox.items.filter((item) => matchesFilters(item, filters));
  return {
    ...feed,
    status: 'ready',
    items,
    total: items.length,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
  };
}

/** The bell's latest five: the server's, else (offline or failed) the offline inbox's newest. */
export function shownLatest(
  latest: LatestNotifications,
  inbox: OfflineInbox,
  online: boolean,
): LatestNotifications {
  const serverless = !online || latest.status === 'failed';
  if (!serverless || inbox.status !== 'ready') return latest;
  return { status: 'ready', items: inbox.items.slice(0, NOTIFICATION_BELL_ITEMS) };
}
