import { useIntl } from 'react-intl';
import { showToast } from '../../../components/toast-store';
import { ApiCallError } from '../../../data/api-client';
import { whenEngineReady } from '../../../sync/sync-store';
import type { SyncEngine } from '../../../sync/sync-engine';
import { markAllNotificationsRead, markNotificationRead } from '../api/notifications-api';
import { announceRead, applyUnreadCount } from '../notification-inbox-store';

export interface NotificationActions {
  /** Resolves true once the notification is read on the server, or on this device offline. */
  markRead(id: string): Promise<boolean>;
  markAllRead(): Promise<boolean>;
}

/** The call never reached the server (no network): the mark waits on the device. */
function unreachable(error: unknown): boolean {
  return error instanceof ApiCallError && error.statusCode === null;
}

/** Runs `work` on the offline inbox; a device whose local database is closed simply skips it. */
function withInbox(work: (engine: SyncEngine) => Promise<unknown>): Promise<void> {
  return whenEngineReady()
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => console.warn('[notifications] the offline inbox was not updated', error),
    );
}

/**
 * Marking read from the bell or the page: the answer's counts go to the inbox state, every list
 * on screen is told, and the offline inbox keeps the read. Without a network the mark is stored
 * on the device (the offline inbox's outbox, sent once online) and shown at once; a read-all then
 * marks what the device holds. Any other failure shows spec §8's toast.
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

  async function markOffline(ids: readonly string[] | 'all'): Promise<boolean> {
    try {
      const engine = await whenEngineReady();
      const inbox = engine.notifications;
      const wanted = ids === 'all' ? (await inbox.all()).map((item) => item.id) : ids;
      const marked = await inbox.markReadOffline(wanted);
      for (const id of marked) announceRead({ kind: 'one', id });
      return true;
    } catch (error) {
      return failed(error);
    }
  }

  return {
    markRead: async (id) => {
      if (!navigator.onLine) return markOffline([id]);
      try {
        const result = await markNotificationRead(id);
        announceRead({ kind: 'one', id });
        applyUnreadCount(result.unreadCount);
        void withInbox(async (engine) => {
          await engine.notifications.storeRead(id);
          await engine.notifications.storeCount(result.unreadCount);
        });
        return true;
      } catch (error) {
        return unreachable(error) ? markOffline([id]) : failed(error);
      }
    },
    markAllRead: async () => {
      if (!navigator.onLine) return markOffline('all');
      try {
        const result = await markAllNotificationsRead(userId);
        announceRead({ kind: 'all' });
        applyUnreadCount(result.unreadCount);
        void withInbox(async (engine) => {
          await engine.notifications.storeAllRead();
          await engine.notifications.storeCount(result.unreadCount);
        });
        return true;
      } catch (error) {
        return unreachable(error) ? markOffline('all') : failed(error);
      }
    },
  };
}
