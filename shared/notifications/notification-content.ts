/**
 * What a producer sends: a notification's content (spec §3), and the admin broadcast's body (to
 * every student or to one user; system or custom types only).
 */
import { z } from 'zod';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../realtime/notification';
import { NOTIFICATION_CATEGORIES } from './notification-preferences';

/** An app path (`/dashboard/...`) or an absolute https address. */
const actionUrlSchema = z
  .string()
  .max(2048)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\//.test(value), 'Invalid format');

export const notificationContentSchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string().trim().min(1, 'This field is required').max(200),
  message: z.string().trim().min(1, 'This field is required').max(2000),
  actionUrl: actionUrlSchema.optional(),
  /** The preferences category; by default the type's (NOTIFICATION_TYPE_CATEGORIES). */
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;

export const BROADCAST_NOTIFICATION_TYPES = ['system', 'custom'] as const;

/** POST /api/admin/notifications/broadcast. */
export const notificationBroadcastSchema = z.strictObject({
  audience: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('students') }),
    z.strictObject({ kind: z.literal('user'), userId: z.string().min(1).max(256) }),
  ]),
  type: z.enum(BROADCAST_NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: notificationContentSchema.shape.title,
  message: notificationContentSchema.shape.message,
  actionUrl: actionUrlSchema.optional(),
});
export type NotificationBroadcast = z.infer<typeof notificationBroadcastSchema>;

/**
 * What the broadcast call answers: its id (the log names it with its number of recipients). A
 * broadcast to all students is delivered in the background after the answer.
 */
export interface NotificationBroadcastReceipt {
  broadcastId: string;
}

export const NOTIFICATIONS_ADMIN_API_PATH = '/api/admin/notifications';
