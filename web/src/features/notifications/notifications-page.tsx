import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type NotificationFilters as ApiFilters } from '../../../../shared/notifications/notification-api';
import { EmptyState } from '../../components/empty-state';
import { showToast } from '../../components/toast-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadMore } from './components/load-more';
import { NotificationFilters, type PageFilters } from './components/notification-filters';
import { NotificationGroups } from './components/notification-groups';
import { RealtimeStatusNote } from './components/realtime-status-note';
import { useNotificationActions } from './hooks/use-notification-actions';
import { useNotificationFeed } from './hooks/use-notification-feed';
import { useOfflineInbox } from './hooks/use-offline-inbox';
import { useOnline } from '../../lib/use-online';
import { shownNotifications } from './shown-notifications';
import { useInboxStarted, useUnreadCount } from './notification-inbox-store';

interface NotificationsPageProps {
  userId: string;
  timeZone: string;
}

/**
 * /dashboard/notifications (issue 12 item 6): every notification, newest first in pages of 20
 * with infinite scroll, grouped by day, filtered by type and unread, marked read one by one or
 * all at once; new ones from the socket come in on top. Without the server (offline, or its list
 * failed), the list is the offline inbox's (the newest 200 this device keeps), filtered and
 * grouped the same way.
 */
export function NotificationsPage({ userId, timeZone }: NotificationsPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.nav.notifications' });
  useDocumentTitle(title);
  useInboxStarted();
  const unread = useUnreadCount();
  const [filters, setFilters] = useState<PageFilters>({ type: 'all', unreadOnly: false });
  const apiFilters = useMemo<ApiFilters>(
    () => ({
      ...(filters.type === 'all' ? {} : { type: [filters.type] }),
      ...(filters.unreadOnly ? { isRead: false } : {}),
    }),
    [filters],
  );
  const online = useOnline();
  const serverFeed = useNotificationFeed(apiFilters, online);
  const feed = shownNotifications(serverFeed, useOfflineInbox(), apiFilters, online);
  // Online, a list the server failed to give is said so (with what the device keeps below it),
  // never passed off as "no notifications".
  const serverFailed = online && serverFeed.status === 'failed';
  const { markRead, markAllRead } = useNotificationActions(userId);

  useEffect(() => {
    if (!feed.moreFailed) return;
    showToast({
      title: intl.formatMessage({ id: 'notifications.fetchError' }),
      variant: 'destructive',
    });
  }, [feed.moreFailed, intl]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {title}
        </h1>
        <button
          type="button"
          disabled={unread === 0}
          onClick={() => void markAllRead()}
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-slate-400 dark:disabled:bg-slate-600"
        >
          <FormattedMessage id="notifications.markAllRead" />
        </button>
      </div>
      <div className="mt-4 space-y-3">
        <NotificationFilters value={filters} onChange={setFilters} />
        <RealtimeStatusNote />
      </div>
      <div className="mt-4">
        {feed.status === 'loading' && (
          <p role="status" className="text-slate-600 dark:text-slate-300">
            <FormattedMessage id="common.loading" />
          </p>
        )}
        {serverFailed && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
            <p>
              <FormattedMessage id="notifications.loadError" />
            </p>
            <button
              type="button"
              onClick={serverFeed.retry}
              className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold"
            >
              <FormattedMessage id="notifications.retry" />
            </button>
          </div>
        )}
        {feed.status === 'ready' && feed.items.length === 0 && !serverFailed && (
          <EmptyState message={<FormattedMessage id="notifications.empty" />} />
        )}
        {feed.status === 'ready' && feed.items.length > 0 && (
          <>
            <NotificationGroups items={feed.items} timeZone={timeZone} onMarkRead={markRead} />
            {feed.hasMore && <LoadMore loading={feed.loadingMore} onLoadMore={feed.loadMore} />}
          </>
        )}
      </div>
    </div>
  );
}
