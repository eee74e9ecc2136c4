/**
 * The offline inbox's two exchanges with the API (notification-cache.ts): filling it with the
 * server's newest notifications and count, and sending the read marks made while the server was
 * out of reach. Both use spec §7's calls as they are; the server stays the truth for everything
 * but the device's unsent reads.
 */
import {
  NOTIFICATIONS_API_PATH,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATIONS_OFFLINE_INBOX_SIZE,
  type NotificationPage,
  type ReadNotificationResult,
  type UnreadCount,
} from '../../../shared/notifications/notification-api';
import { type AppNotification } from '../../../shared/realtime/notification';
import { apiRequest, ApiCallError } from '../data/api-client';
import { type NotificationCache } from './notification-cache';

/** Loads the server's newest notifications (pages of the infinite list) and its unread count. */
export async function fillNotificationCache(cache: NotificationCache): Promise<UnreadCount> {
  const newest: AppNotification[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(NOTIFICATIONS_MAX_LIMIT) });
    if (cursor) query.set('cursor', cursor);
    const page = (await apiRequest(
      `${NOTIFICATIONS_API_PATH}/infinite?${query.toString()}`,
    )) as NotificationPage;
    newest.push(...page.notifications);
    cursor = page.nextCursor;
  } while (cursor !== null && newest.length < NOTIFICATIONS_OFFLINE_INBOX_SIZE);
  const count = (await apiRequest(`${NOTIFICATIONS_API_PATH}/unread-count`)) as UnreadCount;
  await cache.replaceWith(newest);
  await cache.storeCount(count);
  return count;
}

/**
 * Sends every unsent read mark, oldest first; each answer's count is handed to `onCount`. A
 * notification the server no longer has or refuses to this user (404, 403) is dropped: the server
 * wins. Stops at the first failure the server may mend (no network, 5xx, 429, 401); answers
 * whether every mark went.
 */
export async function replayReadMarks(
  cache: NotificationCache,
  onCount: (count: UnreadCount) => void,
): Promise<boolean> {
  const pending = await cache.pendingReadIds();
  for (const id of pending.reverse()) {
    try {
      const result = (await apiRequest(`${NOTIFICATIONS_API_PATH}/${encodeURIComponent(id)}/read`, {
        method: 'PUT',
      })) as ReadNotificationResult;
      await cache.storeRead(id);
      await cache.storeCount(result.unreadCount);
      onCount(result.unreadCount);
    } catch (error) {
      if (error instanceof ApiCallError && (error.statusCode === 404 || error.statusCode === 403)) {
        console.warn('[notifications] a read mark was refused; the server wins', error);
        await cache.forget(id);
        continue;
      }
      console.warn('[notifications] read marks wait for the server', error);
      return false;
    }
  }
  return true;
}
