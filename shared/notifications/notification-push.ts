/**
 * The web push channel's contract (DESIGN.md decision 6), shared by the API, the settings screen,
 * the enable-notifications prompt and the service worker: the calls, the subscription a browser
 * sends (its PushSubscription.toJSON()), and the payload the service worker receives. Free of
 * zod, so the service worker and the page load no validator with it; the API's body schemas are
 * in notification-push-schema.ts.
 */
export const PUSH_PUBLIC_KEY_PATH = '/api/notifications/push/public-key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push/subscriptions';

/** Devices (browsers) one user keeps subscribed at once. */
export const PUSH_MAX_DEVICES_PER_USER = 10;

export const PUSH_MESSAGES = {
  tooManyDevices:
    'Push notifications are on for too many devices. Turn them off on another device first.',
} as const;

/** 200 answer of GET /api/notifications/push/public-key: the VAPID application server key. */
export interface PushPublicKey {
  publicKey: string;
}

/** 200 answer of POST and DELETE /api/notifications/push/subscriptions. */
export interface PushSubscriptionResult {
  endpoint: string;
  subscribed: boolean;
}

/** What the service worker receives in a push event (JSON). */
export interface PushPayload {
  /** The notification's id, to mark it read on click. */
  id: string;
  title: string;
  message: string;
  /** Where a click leads (an app path); the dashboard's notifications page when absent. */
  actionUrl: string;
  icon: string;
  badge: string;
  /** The reader's language tag (BCP 47), for the notification's `lang`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

export const PUSH_ICON = '/pwa-192x192.png';
export const PUSH_BADGE = '/pwa-64x64.png';
export const PUSH_DEFAULT_ACTION_URL = '/dashboard/notifications';
