import { type AppNotification } from '../../../shared/realtime/notification';
import { type NotificationLogState, readByReadAll } from './notification-log-state';
import { type StoredNotification } from './notification.repository';

/** A stored notification as the API and the socket hand it out. */
export function toAppNotification(
  item: Omit<StoredNotification, '_id'>,
  isRead: boolean,
): AppNotification {
  return {
    id: item.id,
    userId: item.userId,
    type: item.type,
    priority: item.priority,
    title: item.title,
    message: item.message,
    isRead,
    createdAt: item.createdAt.toISOString(),
    ...(item.actionUrl ? { actionUrl: item.actionUrl } : {}),
  };
}

/** Read when a read-all came after it; otherwise the read claim decides (looked up by the caller). */
export function coveredByReadAll(item: StoredNotification, state: NotificationLogState): boolean {
  return readByReadAll(state, item.sequence);
}
