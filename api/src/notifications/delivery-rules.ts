/**
 * Which channels deliver a notification: the user's switches for its category (critical ones
 * always on), and quiet hours in the user's time zone, which hold back push and e-mail (not the
 * in-app inbox) unless the notification is urgent or critical. Pure, so it is tested on its own.
 */
import {
  type ChannelSwitches,
  CRITICAL_NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPreferences,
  type QuietHours,
} from '../../../shared/notifications/notification-preferences';
import { type NotificationPriority } from '../../../shared/realtime/notification';

export interface DeliveryPlan extends ChannelSwitches {
  /** Push and e-mail were switched on but held back by quiet hours. */
  quietHours: boolean;
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The minute of the day `at` shows on a clock in `timeZone`. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Whether `at` falls in the window (start included, end excluded; it may span midnight). */
export function inQuietHours(quietHours: QuietHours, timeZone: string, at: Date): boolean {
  if (!quietHours.enabled) return false;
  const start = minutes(quietHours.start);
  const end = minutes(quietHours.end);
  if (start === end) return false;
  const now = minuteOfDay(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * The plan once the synced settings' `push` switch (spec §3 'User settings', one for every
 * device) is honoured: switched off, nothing is pushed but critical categories, which reach the
 * user whatever they switched (as they do past the `emailUpdates` switch).
 */
export function withPushSwitch(
  plan: DeliveryPlan,
  category: NotificationCategory,
  pushSwitch: boolean,
): DeliveryPlan {
  if (pushSwitch || !plan.push || CRITICAL_NOTIFICATION_CATEGORIES.includes(category)) return plan;
  return { ...plan, push: false };
}

export function planDelivery(
  preferences: NotificationPreferences,
  category: NotificationCategory,
  priority: NotificationPriority,
  at: Date,
): DeliveryPlan {
  const critical = CRITICAL_NOTIFICATION_CATEGORIES.includes(category);
  const switches: ChannelSwitches = critical
    ? { inApp: true, push: true, email: true }
    : preferences.categories[category];
  const quiet =
    !critical &&
    priority !== 'urgent' &&
    (switches.push || switches.email) &&
    inQuietHours(preferences.quietHours, preferences.timeZone, at);
  if (!quiet) return { ...switches, quietHours: false };
  return { inApp: switches.inApp, push: false, email: false, quietHours: true };
}
