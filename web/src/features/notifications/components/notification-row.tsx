import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type AppNotification } from '../../../../../shared/realtime/notification';
import { followTarget } from '../notification-target';
import { NotificationTime } from './notification-time';

interface NotificationRowProps {
  notification: AppNotification;
  timeZone: string;
  onMarkRead: (id: string) => Promise<boolean>;
}

/**
 * One notification of the page: its title (a link to `actionUrl` when it has one, which also
 * marks it read), message, type and time, and "Mark as read" while unread.
 */
export function NotificationRow({ notification, timeZone, onMarkRead }: NotificationRowProps) {
  const navigate = useNavigate();
  const { actionUrl, isRead } = notification;
  const titleClass = isRead
    ? 'text-slate-800 dark:text-slate-100'
    : 'font-semibold text-slate-900 dark:text-white';
  return (
    <li
      data-notification-id={notification.id}
      className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-start ${isRead ? '' : 'bg-indigo-50/60 dark:bg-slate-800'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 hidden size-2 shrink-0 rounded-full sm:block ${isRead ? 'bg-transparent' : 'bg-indigo-600'}`}
      />
      <div className="min-w-0 flex-1">
        <h3 className={`break-words ${titleClass}`}>
          {actionUrl ? (
            <a
              href={actionUrl}
              onClick={(event) => {
                event.preventDefault();
                if (!isRead) void onMarkRead(notification.id);
                followTarget(actionUrl, (path) => void navigate(path));
              }}
              className="underline-offset-4 hover:underline"
            >
              {notification.title}
            </a>
          ) : (
            notification.title
          )}
          {!isRead && (
            <span className="sr-only">
              {' '}
              <FormattedMessage id="notifications.unread" />
            </span>
          )}
        </h3>
        <p className="mt-1 break-words text-sm text-slate-700 dark:text-slate-200">
          {notification.message}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-300">
          <span>
            <FormattedMessage id={`notifications.type.${notification.type}`} />
          </span>
          <NotificationTime createdAt={notification.createdAt} timeZone={timeZone} />
        </p>
      </div>
      {!isRead && (
        <button
          type="button"
          onClick={() => void onMarkRead(notification.id)}
          className="self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-700"
        >
          <FormattedMessage id="notifications.markRead" />
          <span className="sr-only">: {notification.title}</span>
        </button>
      )}
    </li>
  );
}
