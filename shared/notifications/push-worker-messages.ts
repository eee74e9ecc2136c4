/**
 * What the service worker and the page tell each other about push notifications. The worker has
 * no access token, so a click's "mark read" is done by a page: an open one is told at once; a
 * window the click opened asks for the clicks held for it once its app has started.
 */

/** Worker → page: the user clicked the push notification of this notification id. */
export const PUSH_CLICKED_MESSAGE = 'PUSH_NOTIFICATION_CLICKED';
/** Page → worker: this page can mark notifications read; send any clicks held back. */
export const PUSH_READY_MESSAGE = 'PUSH_PAGE_READY';

export interface PushClickedMessage {
  type: typeof PUSH_CLICKED_MESSAGE;
  notificationIds: string[];
}

export function isPushClickedMessage(data: unknown): data is PushClickedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PUSH_CLICKED_MESSAGE &&
    Array.isArray((data as { notificationIds?: unknown }).notificationIds)
  );
}
