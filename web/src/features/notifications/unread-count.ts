/**
 * The count rule of the bell (issue 12 item 1): every change of a user's notifications carries the
 * next sequence number, and answers and socket messages can arrive out of order (a slow
 * /unread-count behind a socket push), so a count replaces the held one only when it is newer.
 */
import { type UnreadCount } from '../../../../shared/notifications/notification-api';

/** The count to keep: `next` when nothing is held or it is at least as new, else `current`. */
export function newerUnreadCount(current: UnreadCount | null, next: UnreadCount): UnreadCount {
  if (current === null || next.sequence >= current.sequence) return next;
  return current;
}
