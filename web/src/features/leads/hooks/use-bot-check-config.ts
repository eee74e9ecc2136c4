import { useEffect, useState } from 'react';
import { type BotCheckConfig } from '../../../../../shared/leads/submission';
import { fetchBotCheckConfig } from '../../../data/bot-proof';
import { type MessageId } from '../message-id';

/** The check the API expects; undefined while asking, 'unavailable' when it cannot be reached. */
export type BotCheckMode = BotCheckConfig | 'unavailable' | undefined;

// One answer per page: the keys only change with a server restart. A failure is asked again.
let request: Promise<BotCheckConfig> | undefined;

function botCheckConfig(): Promise<BotCheckConfig> {
  request ??= fetchBotCheckConfig().catch((error: unknown) => {
    request = undefined;
    throw error;
  });
  return request;
}

/** Which bot check the forms show; asked again when the browser comes back online. */
export function useBotCheckConfig(): BotCheckMode {
  const [mode, setMode] = useState<BotCheckMode>();
  useEffect(() => {
    let live = true;
    const load = () =>
      void botCheckConfig().then(
        (config) => live && setMode(config),
        () => live && setMode((current) => current ?? 'unavailable'),
      );
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return mode;
}

/** What a queued submission's notice says will happen: sent on its own, or after a tick. */
export function queuedBodyIdOf(mode: BotCheckMode): MessageId {
  return typeof mode === 'object' && mode.provider === 'recaptcha'
    ? 'leads.queued.bodyCheck'
    : 'leads.queued.body';
}

/**
 * The "complete the check" message in the active provider's terms: the spec's wording names
 * reCAPTCHA, which ALTCHA visitors never see.
 */
export function missingProofIdOf(mode: BotCheckMode): MessageId {
  return typeof mode === 'object' && mode.provider === 'altcha'
    ? 'leads.error.botCheckMissingAltcha'
    : 'leads.error.botCheckMissing';
}
