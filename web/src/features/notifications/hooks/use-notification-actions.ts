import { useIntl } from 'react-intl';
import { showToast } from '../../../components/toast-store';
import { markAllNotificationsRead, markNotificationRead } from '../api/notifications-api';
import { announceRead, applyUnreadCount } from '../notification-inbox-store';

export interface NotificationActions {
  /** Resolves true once the notification is read on the server. */
  markRead(id: string): Promise<boolean>;
  markAllRead(): Promise<boolean>;
}

/**
 * Marking read from the bell or the page: the answer's counts go to the inbox state and every
 * list on screen is told; a failure shows spec §8's toast.
 */
export function useNotificationActions(userId: string): NotificationActions {
  const intl = useIntl();
  const failed = (error: unknown) => {
    console.warn('[notifications] marking read failed', error);
    showToast({
      title: intl.formatMessage({ id: 'notifications.markReadError' }),
      variant: 'destructive',
    });
    return false;
  };
  return {
    markRead: (id) =>
      markNotificationRead(id).then((result) => {
        announceRead({ kind: 'one', id });
        applyUnreadCount(result.unreadCount);
        return true;
      }, failed),
    markAllRead: () =>
      markAllNotificationsRead(userId).then((result) => {
        announceRead({ kind: 'all' });
        applyUnreadCount(result.unreadCount);
        return true;
      }, failed),
  };
}
