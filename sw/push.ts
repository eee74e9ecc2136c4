/**
 * Push notifications in the service worker (DESIGN.md decision 6): a push shows the notification
 * in the reader's language; a click focuses an open window of the app (taking it to actionUrl)
 * or opens actionUrl, and has the page mark the notification read (the worker holds no token).
 */
import {
  PUSH_BADGE,
  PUSH_DEFAULT_ACTION_URL,
  PUSH_ICON,
  type PushPayload,
} from '../shared/notifications/notification-push';
import {
  PUSH_CLICKED_MESSAGE,
  PUSH_READY_MESSAGE,
  type PushClickedMessage,
} from '../shared/notifications/push-worker-messages';

declare let self: ServiceWorkerGlobalScope;

/**
 * Clicks whose window was opened by the click and has not started its app yet. Kept in memory:
 * if the browser stops this worker before the window asks, that notification stays unread.
 */
const heldClicks: string[] = [];

function parsePayload(event: PushEvent): PushPayload | null {
  try {
    const data: unknown = event.data?.json();
    if (typeof data !== 'object' || data === null) return null;
    const payload = data as Partial<PushPayload>;
    if (typeof payload.title !== 'string' || typeof payload.id !== 'string') return null;
    return {
      id: payload.id,
      title: payload.title,
      message: typeof payload.message === 'string' ? payload.message : '',
      actionUrl:
        typeof payload.actionUrl === 'string' ? payload.actionUrl : PUSH_DEFAULT_ACTION_URL,
      icon: typeof payload.icon === 'string' ? payload.icon : PUSH_ICON,
      badge: typeof payload.badge === 'string' ? payload.badge : PUSH_BADGE,
      lang: typeof payload.lang === 'string' ? payload.lang : 'en',
      dir: payload.dir === 'rtl' ? 'rtl' : 'ltr',
    };
  } catch {
    return null;
  }
}

/** Only paths of this site: a payload can never send the user elsewhere. */
function sameOriginUrl(actionUrl: string): URL {
  const url = new URL(actionUrl, self.location.origin);
  return url.origin === self.location.origin
    ? url
    : new URL(PUSH_DEFAULT_ACTION_URL, self.location.origin);
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = parsePayload(event);
  if (!payload) {
    console.error('[sw] a push without a readable notification was dropped');
    return;
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.message,
      icon: payload.icon,
      badge: payload.badge,
      lang: payload.lang,
      dir: payload.dir,
      // One entry per notification: a push delivered twice replaces itself.
      tag: payload.id,
      data: { id: payload.id, actionUrl: payload.actionUrl },
    }),
  );
});

async function openActionUrl(id: string | undefined, actionUrl: string): Promise<void> {
  const target = sameOriginUrl(actionUrl);
  // Windows this worker controls: only those can be navigated.
  const windows = await self.clients.matchAll({ type: 'window' });
  const there = windows.find((client) => client.url === target.href);
  if (there && id) {
    const message: PushClickedMessage = { type: PUSH_CLICKED_MESSAGE, notificationIds: [id] };
    there.postMessage(message);
  } else if (id) {
    // The page is (re)loaded by what follows; it asks for the click once its app has started.
    heldClicks.push(id);
  }
  if (there) {
    await there.focus();
    return;
  }
  const open = windows[0];
  if (open) {
    // Navigated first: focus() needs the click's user activation, and must not hold it up.
    const navigated = await open.navigate(target.href);
    await (navigated ?? open).focus();
    return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  const data = event.notification.data as { id?: string; actionUrl?: string } | null;
  event.notification.close();
  event.waitUntil(openActionUrl(data?.id, data?.actionUrl ?? PUSH_DEFAULT_ACTION_URL));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type !== PUSH_READY_MESSAGE || heldClicks.length === 0) return;
  const message: PushClickedMessage = {
    type: PUSH_CLICKED_MESSAGE,
    notificationIds: heldClicks.splice(0),
  };
  event.source?.postMessage(message);
});
