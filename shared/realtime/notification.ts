import { z } from 'zod';

/** Spec §3 notification types. */
export const NOTIFICATION_TYPES = [
  'message',
  'application_update',
  'system',
  'reminder',
  'mention',
  'document_request',
  'course_update',
  'program_update',
  'payment',
  'support',
  'approval',
  'custom',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §3 priorities, lowest first (spec §9 orders them urgent, high, normal, low). */
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/**
 * Spec §3: a notification as the API and the socket hand it to the browser (`AppNotification`,
 * so it never shadows the browser's own `Notification` API).
 */
export const notificationSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actionUrl: z.string().optional(),
});

export type AppNotification = z.infer<typeof notificationSchema>;
