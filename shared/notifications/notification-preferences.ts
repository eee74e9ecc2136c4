/**
 * Notification preferences (spec §3: "keyed by userId; shape not shown", so decided here): per
 * category, which channels deliver it, plus quiet hours in the user's time zone. The account and
 * security categories are critical: every channel stays on whatever the user sends.
 */
import { z } from 'zod';
import { type NotificationType } from '../realtime/notification';
import { isTimeZone } from '../preferences/display-preferences';

export const NOTIFICATION_CATEGORIES = [
  'applications',
  'messages',
  'reminders',
  'courses',
  'system',
  'account',
  'security',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Categories a user cannot switch off on any channel. */
export const CRITICAL_NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = [
  'account',
  'security',
];

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The category a notification of each spec §3 type belongs to when its producer names none. */
export const NOTIFICATION_TYPE_CATEGORIES: Record<NotificationType, NotificationCategory> = {
  message: 'messages',
  mention: 'messages',
  support: 'messages',
  application_update: 'applications',
  document_request: 'applications',
  approval: 'applications',
  payment: 'applications',
  reminder: 'reminders',
  course_update: 'courses',
  program_update: 'courses',
  system: 'system',
  custom: 'system',
};

const channelSwitchesSchema = z.strictObject({
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
});
export type ChannelSwitches = z.infer<typeof channelSwitchesSchema>;

/** 'HH:MM', 24-hour clock. */
const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Invalid format');

export const quietHoursSchema = z.strictObject({
  enabled: z.boolean(),
  /** Start and end of the window, the end excluded; a start after the end spans midnight. */
  start: clockTimeSchema,
  end: clockTimeSchema,
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** The body of PUT /api/notifications/preferences/{userId}. */
export const notificationPreferencesInputSchema = z.strictObject({
  /** Optional echo of the path's user id; when present it must be the same. */
  userId: z.string().min(1).optional(),
  categories: z.strictObject(
    Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((category) => [category, channelSwitchesSchema]),
    ) as Record<NotificationCategory, typeof channelSwitchesSchema>,
  ),
  quietHours: quietHoursSchema,
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'Invalid format'),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

/** What GET and PUT answer: the preferences, always carrying their user id. */
export type NotificationPreferences = Omit<NotificationPreferencesInput, 'userId'> & {
  userId: string;
  updatedAt: string | null;
};

const allOn: ChannelSwitches = { inApp: true, push: true, email: true };

/**
 * A user who never saved preferences: everything in the app and as push, e-mail only for what
 * needs acting on (applications) and the critical categories.
 */
export function defaultNotificationPreferences(userId: string): NotificationPreferences {
  // Fresh objects per call: a caller that edits its copy must not change everyone's defaults.
  const inAppAndPush = (): ChannelSwitches => ({ inApp: true, push: true, email: false });
  return {
    userId,
    categories: {
      applications: { ...allOn },
      messages: inAppAndPush(),
      reminders: inAppAndPush(),
      courses: inAppAndPush(),
      system: inAppAndPush(),
      account: { ...allOn },
      security: { ...allOn },
    },
    quietHours: { enabled: false, start: '22:00', end: '07:00' },
    timeZone: 'UTC',
    updatedAt: null,
  };
}

/** Critical categories keep every channel on, whatever was asked. */
export function withCriticalCategoriesOn<
  T extends Pick<NotificationPreferencesInput, 'categories'>,
>(preferences: T): T {
  const categories = { ...preferences.categories };
  for (const category of CRITICAL_NOTIFICATION_CATEGORIES) categories[category] = allOn;
  return { ...preferences, categories };
}
