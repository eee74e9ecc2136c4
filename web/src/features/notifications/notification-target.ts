import { type AppNotification } from '../../../../shared/realtime/notification';

/** Where opening a notification leads: its `actionUrl`, else the notifications page. */
export function notificationTarget(notification: AppNotification): string {
  return notification.actionUrl ?? '/dashboard/notifications';
}

/** Follows `target`: an app path in the router, an https address as a page load. */
export function followTarget(target: string, navigate: (path: string) => void): void {
  if (target.startsWith('/')) navigate(target);
  else window.location.assign(target);
}
