/**
 * The e-mail channel's public contract: the one-click unsubscribe address (RFC 8058) that every
 * non-critical notification mail names in `List-Unsubscribe`, and what its POST answers.
 */
import { type NotificationCategory } from './notification-preferences';

export const NOTIFICATION_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** 200 answer of POST /api/notifications/unsubscribe?token=…: e-mail is off for the category. */
export interface NotificationUnsubscribeResult {
  category: NotificationCategory;
  email: false;
}
