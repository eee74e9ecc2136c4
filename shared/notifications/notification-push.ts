/**
 * The web push channel's contract (DESIGN.md decision 6), shared by the API, the settings screen,
 * the enable-notifications prompt and the service worker: the calls, the subscription a browser
 * sends (its PushSubscription.toJSON()), and the payload the service worker receives.
 */
import { z } from 'zod';

export const PUSH_PUBLIC_KEY_PATH = '/api/notifications/push/public-key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push/subscriptions';

/** Devices (browsers) one user keeps subscribed at once. */
export const PUSH_MAX_DEVICES_PER_USER = 10;

export const PUSH_MESSAGES = {
  tooManyDevices:
    'Push notifications are on for too many devices. Turn them off on another device first.',
} as const;

/** Base64url without padding, as browsers encode the subscription's keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

const endpointSchema = z
  .url()
  .max(2048)
  .refine((value) => value.startsWith('https://'), 'must be an https URL');

/** The body of POST /api/notifications/push/subscriptions. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  /** Browsers send it (usually null); the API ignores it. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key: 65 bytes uncompressed, 87 base64url characters. */
    p256dh: base64url.length(87),
    /** The 16-byte auth secret: 22 base64url characters. */
    auth: base64url.length(22),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** The body of DELETE /api/notifications/push/subscriptions. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInputSchema>;

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
