import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { MenuItem } from '../../../components/popup/menu-button';
import { useLatestNotifications } from '../hooks/use-latest-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { useOfflineInbox } from '../hooks/use-offline-inbox';
import { useOnline } from '../../../lib/use-online';
import { shownLatest } from '../shown-notifications';
import { followTarget, notificationTarget } from '../notification-target';
import { NotificationTime } from './notification-time';

const itemClass =
  'block w-full px-4 py-2 text-start text-sm text-slate-700 hover:bg-indigo-50 focus:bg-indigo-50 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-700 dark:focus:bg-slate-700';

/**
 * The bell menu's content, mounted each time it opens: the latest five (a click marks one read
 * and opens its `actionUrl`), or the loading, empty or error line, then "View all". Without the
 * server they are the offline inbox's newest five.
 */
export function BellMenuContent({ userId, timeZone }: { userId: string; timeZone: string }) {
  const online = useOnline();
  const latest = shownLatest(useLatestNotifications(), useOfflineInbox(), online);
  const { markRead } = useNotificationActions(userId);
  const navigate = useNavigate();
  const line = (id: 'common.loading' | 'notifications.empty' | 'notifications.loadError') => (
    <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
      <FormattedMessage id={id} />
    </p>
  );
  return (
    <>
      {latest.status === 'loading' && line('common.loading')}
      {latest.status === 'failed' && line('notifications.loadError')}
      {latest.status === 'ready' && latest.items.length === 0 && line('notifications.empty')}
      {latest.status === 'ready' &&
        latest.items.map((notification) => (
          <MenuItem key={notification.id}>
            <button
              type="button"
              data-notification-id={notification.id}
              onClick={() => {
                if (!notification.isRead) void markRead(notification.id);
                followTarget(notificationTarget(notification), (path) => void navigate(path));
              }}
              className={itemClass}
            >
              <span className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.isRead ? 'bg-transparent' : 'bg-indigo-600'}`}
                />
                <span className="min-w-0 flex-1">
                  <span
                    className={`block truncate ${notification.isRead ? '' : 'font-semibold text-slate-900 dark:text-white'}`}
                  >
                    {notification.title}
                  </span>
                  {!notification.isRead && (
                    <span className="sr-only">
                      <FormattedMessage id="notifications.unread" />
                    </span>
                  )}
                  <span className="block truncate text-xs">{notification.message}</span>
                  <NotificationTime createdAt={notification.createdAt} timeZone={timeZone} />
                </span>
              </span>
            </button>
          </MenuItem>
        ))}
      <div className="mt-1 border-t border-slate-100 dark:border-slate-700">
        <MenuItem>
          <Link
            to="/dashboard/notifications"
            className={`${itemClass} font-medium text-indigo-700 dark:text-indigo-300`}
          >
            <FormattedMessage id="notifications.bell.viewAll" />
          </Link>
        </MenuItem>
      </div>
    </>
  );
}
