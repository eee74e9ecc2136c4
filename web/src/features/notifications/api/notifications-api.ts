/** Spec §7's notification calls as the inbox screens make them, behind the bearer token. */
import {
  type NotificationFilters,
  type NotificationPage,
  NOTIFICATIONS_API_PATH,
  NOTIFICATIONS_PAGE_SIZE,
  type ReadAllResult,
  type ReadNotificationResult,
  type UnreadCount,
} from '../../../../../shared/notifications/notification-api';
import { type AppNotification } from '../../../../../shared/realtime/notification';
import { apiRequest, getJson } from '../../../data/api-client';

/** The filters as the API reads them: array values repeated (`type=a&type=b`). */
function filterQuery(filters: NotificationFilters, query: URLSearchParams): URLSearchParams {
  for (const type of filters.type ?? []) query.append('type', type);
  for (const priority of filters.priority ?? []) query.append('priority', priority);
  if (filters.isRead !== undefined) query.set('isRead', String(filters.isRead));
  return query;
}

export async function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return (await getJson(`${NOTIFICATIONS_API_PATH}/unread-count`, signal)) as UnreadCount;
}

/** The newest `limit` notifications (the bell's latest five). */
export async function fetchLatest(limit: number, signal?: AbortSignal): Promise<AppNotification[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  return (await getJson(
    `${NOTIFICATIONS_API_PATH}?${query.toString()}`,
    signal,
  )) as AppNotification[];
}

/** One page of the infinite list, from `cursor` (the previous page's `nextCursor`) on. */
export async function fetchPage(
  filters: NotificationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const query = filterQuery(
    filters,
    new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) }),
  );
  if (cursor) query.set('cursor', cursor);
  return (await getJson(
    `${NOTIFICATIONS_API_PATH}/infinite?${query.toString()}`,
    signal,
  )) as NotificationPage;
}

export async function markNotificationRead(id: string): Promise<ReadNotificationResult> {
  return (await apiRequest(`${NOTIFICATIONS_API_PATH}/${encodeURIComponent(id)}/read`, {
    method: 'PUT',
  })) as ReadNotificationResult;
}

export async function markAllNotificationsRead(userId: string): Promise<ReadAllResult> {
  const query = new URLSearchParams({ userId });
  return (await apiRequest(`${NOTIFICATIONS_API_PATH}/read-all?${query.toString()}`, {
    method: 'PUT',
  })) as ReadAllResult;
}
