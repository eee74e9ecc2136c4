/**
 * This browser's web push subscription (DESIGN.md decision 6): subscribing with the server's
 * VAPID key, telling the API (on every app start too, so a subscription the browser renewed or
 * the server pruned is stored again), and unsubscribing. Errors propagate to the caller, which
 * shows them.
 */
import {
  PUSH_PUBLIC_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  type PushPublicKey,
} from '../../../shared/notifications/notification-push';
import { NOTIFICATIONS_API_PATH } from '../../../shared/notifications/notification-api';
import { apiRequest, getJson } from './api-client';

/** Whether this browser can receive push at all (secure context, worker, Push API). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The app's service worker once it is active (production builds register it at start). */
function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function storeOnServer(subscription: PushSubscription): Promise<void> {
  await apiRequest(PUSH_SUBSCRIPTIONS_PATH, { method: 'POST', body: subscription.toJSON() });
}

/** The subscription this browser holds for the app, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

/** Subscribes this browser (permission must be granted) and stores it for the signed-in user. */
export async function subscribeThisDevice(): Promise<void> {
  const { publicKey } = (await getJson(PUSH_PUBLIC_KEY_PATH)) as PushPublicKey;
  const pushManager = (await registration()).pushManager;
  let subscription = await pushManager.getSubscription();
  const key = applicationServerKey(publicKey);
  const sameKey = (existing: PushSubscription) => {
    const current = existing.options.applicationServerKey;
    return !!current && new Uint8Array(current).every((byte, index) => byte === key[index]);
  };
  if (subscription && !sameKey(subscription)) {
    // Made for other VAPID keys (another server or reset keys): pushes to it would be refused.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await storeOnServer(subscription);
}

/** Stops push to this browser: the API forgets it, then the browser drops it. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest(PUSH_SUBSCRIPTIONS_PATH, {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  }).catch((error: unknown) => {
    // Already gone on the server (pruned, or another account's): unsubscribing still holds.
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  });
  await subscription.unsubscribe();
}

/** App start with permission granted: send the browser's subscription again (idempotent). */
export async function resendSubscription(): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) await storeOnServer(subscription);
}

/** A push notification was clicked: mark its notification read, as the inbox does. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest(`${NOTIFICATIONS_API_PATH}/${encodeURIComponent(id)}/read`, { method: 'PUT' });
}
