import { useEffect } from 'react';
import { EnableNotificationsPrompt } from './enable-notifications-prompt';
import { FLAG_KEYS } from '../../../../../shared/flags/known-flags';
import { useFeatureFlag } from '../../../lib/use-feature-flag';
import { markNotificationRead, pushSupported, resendSubscription } from '../../../data/push-device';
import {
  isPushClickedMessage,
  PUSH_READY_MESSAGE,
} from '../../../../../shared/notifications/push-worker-messages';

/**
 * Web push for the signed-in user, mounted once per user: re-sends this device's subscription on
 * every app start (the API stores it again if it pruned it or the browser renewed it), marks
 * read the notifications whose push the user clicked (the service worker has no token), and
 * shows the enable-notifications prompt unless the `web-push-prompts` flag is off for them (the
 * settings screen still lets them turn push on themselves).
 */
export function PushNotifications() {
  const prompts = useFeatureFlag(FLAG_KEYS.webPushPrompts);
  useEffect(() => {
    if (!pushSupported()) return;
    resendSubscription().catch((error: unknown) =>
      console.error('[push] the subscription was not sent again', error),
    );
    const onMessage = (event: MessageEvent) => {
      if (!isPushClickedMessage(event.data)) return;
      for (const id of event.data.notificationIds) {
        markNotificationRead(id).catch((error: unknown) =>
          console.error('[push] a clicked notification was not marked read', error),
        );
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: PUSH_READY_MESSAGE }),
    );
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);

  return prompts ? <EnableNotificationsPrompt /> : null;
}
