/**
 * The notification calls of spec §7, their queries and answers, shared by the API and the web
 * client. Array filters come as repeated query values (`?type=message&type=system`); a single
 * value arrives as a string and is read as a list of one.
 */
import { z } from 'zod';
import {
  type AppNotification,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
} from '../realtime/notification';

/** Spec §9: the infinite list's page size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Issue 12 item 6: the newest notifications each device keeps for its offline inbox. */
export const NOTIFICATIONS_OFFLINE_INBOX_SIZE = 200;
/** The most one list call answers. */
export const NOTIFICATIONS_MAX_LIMIT = 100;

export const NOTIFICATIONS_API_PATH = '/api/notifications';

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(item).max(20));

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

const limitQuery = z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_LIMIT);

const userIdQuery = z.string().min(1).max(256);

const filterFields = {
  type: repeated(z.enum(NOTIFICATION_TYPES)).optional(),
  priority: repeated(z.enum(NOTIFICATION_PRIORITIES)).optional(),
  isRead: booleanQuery.optional(),
};

/** GET /api/notifications: the user's newest notifications matching the filters. */
export const notificationListQuerySchema = z.strictObject({
  userId: userIdQuery.optional(),
  limit: limitQuery.default(NOTIFICATIONS_PAGE_SIZE),
  ...filterFields,
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /api/notifications/infinite: one page, newest first, from `cursor` on. */
export const notificationPageQuerySchema = z.strictObject({
  userId: userIdQuery.optional(),
  limit: limitQuery.default(NOTIFICATIONS_PAGE_SIZE),
  /** The `nextCursor` of the previous page; absent for the first. */
  cursor: z
    .string()
    .regex(/^\d{1,12}$/, 'Invalid format')
    .optional(),
  ...filterFields,
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;

export type NotificationFilters = Pick<NotificationListQuery, 'type' | 'priority' | 'isRead'>;

/** GET /api/notifications/unread-count. */
export const unreadCountQuerySchema = z.strictObject({ userId: userIdQuery.optional() });
export type UnreadCountQuery = z.infer<typeof unreadCountQuerySchema>;

/**
 * PUT /api/notifications/read-all. Spec §5 requires the user id: its absence is answered with
 * NOTIFICATION_MESSAGES.userIdRequired as the message itself, so the query accepts it here.
 */
export const readAllQuerySchema = z.strictObject({ userId: z.string().max(256).optional() });
export type ReadAllQuery = z.infer<typeof readAllQuerySchema>;

/**
 * Spec §3's unread-count result, with the sequence number of the change it reflects: every
 * change of a user's notifications gets the next number, so a client keeps the count with the
 * highest sequence and never goes back to a stale one.
 */
export const unreadCountSchema = z.object({
  count: z.int().min(0),
  byType: z.partialRecord(z.enum(NOTIFICATION_TYPES), z.int().min(0)),
  byPriority: z.partialRecord(z.enum(NOTIFICATION_PRIORITIES), z.int().min(0)),
  sequence: z.int().min(0),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Spec §3's infinite page. `nextCursor` is null on the last page. */
export interface NotificationPage {
  notifications: AppNotification[];
  total: number;
  nextCursor: string | null;
}

/** PUT /{id}/read answers the updated notification, and the counts after the change. */
export type ReadNotificationResult = AppNotification & { unreadCount: UnreadCount };

/** PUT /read-all answers the counts after the change (spec: "not shown"). */
export interface ReadAllResult {
  unreadCount: UnreadCount;
}
