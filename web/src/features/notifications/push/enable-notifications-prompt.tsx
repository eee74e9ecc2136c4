import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  NOTIFICATION_PROMPT_DELAY_MS,
  NOTIFICATION_PROMPT_DURATION_MS,
} from '../../../../../shared/constants';
import { showToast } from '../../../components/toast-store';
import { pushPermission, subscribeThisDevice } from '../../../data/push-device';

type PromptState = 'waiting' | 'shown' | 'asking' | 'gone';

/** Offered once per browsing session, not again on every page the user opens or reloads. */
const PROMPT_OFFERED_KEY = 'push.promptOffered';

/**
 * Spec §9's enable-notifications prompt: 5 s after sign-in, while the browser has neither
 * granted nor refused notifications, it offers them for 10 s, once per browsing session; Allow asks the browser and, when
 * granted, subscribes this device to push. Mounted once per signed-in user.
 */
export function EnableNotificationsPrompt() {
  const intl = useIntl();
  const titleId = useId();
  const [state, setState] = useState<PromptState>('waiting');

  useEffect(() => {
    if (pushPermission() !== 'default' || sessionStorage.getItem(PROMPT_OFFERED_KEY)) return;
    const show = setTimeout(() => {
      sessionStorage.setItem(PROMPT_OFFERED_KEY, '1');
      setState('shown');
    }, NOTIFICATION_PROMPT_DELAY_MS);
    return () => clearTimeout(show);
  }, []);
  useEffect(() => {
    if (state !== 'shown') return;
    const hide = setTimeout(() => setState('gone'), NOTIFICATION_PROMPT_DURATION_MS);
    return () => clearTimeout(hide);
  }, [state]);

  const allow = async () => {
    setState('asking');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return;
      await subscribeThisDevice();
      showToast({ title: intl.formatMessage({ id: 'push.enabled' }) });
    } catch (error) {
      console.error('[push] subscribing from the prompt failed', error);
      showToast({ title: intl.formatMessage({ id: 'push.error' }), variant: 'destructive' });
    } finally {
      setState('gone');
    }
  };

  if (state !== 'shown' && state !== 'asking') return null;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:end-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={titleId} className="font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="push.prompt.title" />
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="push.prompt.body" />
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setState('gone')}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <FormattedMessage id="push.prompt.later" />
        </button>
        <button
          type="button"
          onClick={() => void allow()}
          disabled={state === 'asking'}
          className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          <FormattedMessage id="push.prompt.allow" />
        </button>
      </div>
    </div>
  );
}
