/** The list rules the bell and the page share: how arrivals and read changes update a list. */
import { type NotificationFilters } from '../../../../shared/notifications/notification-api';
import { type AppNotification } from '../../../../shared/realtime/notification';
import { type ReadChange } from './notification-inbox-store';

/** Whether a notification belongs in a list shown with `filters`. */
export function matchesFilters(
  notification: AppNotification,
  filters: NotificationFilters,
): boolean {
  if (filters.type?.length && !filters.type.includes(notification.type)) return false;
  if (filters.priority?.length && !filters.priority.includes(notification.priority)) return false;
  return filters.isRead === undefined || filters.isRead === notification.isRead;
}

/** `list` with `arrival` on top (spec §4), unless it is already there. */
export function withArrival(
  list: readonly AppNotification[],
  arrival: AppNotification,
): AppNotification[] {
  if (list.some((item) => item.id === arrival.id)) return [...list];
  return [arrival, ...list];
}

/**
 * `list` with the notifications of a newer first page it lacks (those sent while the socket was
 * away), newest first. What the list already shows stays as it is: its read marks may be newer.
 */
export function withCaughtUp(
  list: readonly AppNotification[],
  firstPage: readonly AppNotification[],
): AppNotification[] {
  const known = new Set(list.map((item) => item.id));
  const missing = firstPage.filter((item) => !known.has(item.id));
  // A stable sort: notifications of the same moment keep the server's order.
  return [...missing, ...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** `list` after `change`; read items stay where they are, shown as read. */
export function withReadChange(
  list: readonly AppNotification[],
  change: ReadChange,
): AppNotification[] {
  return list.map((item) =>
    !item.isRead && (change.kind === 'all' || item.id === change.id)
      ? { ...item, isRead: true }
      : item,
  );
}
