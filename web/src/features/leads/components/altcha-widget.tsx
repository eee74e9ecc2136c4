import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { type CSSProperties, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { BOT_CHECK_CHALLENGE_PATH } from '../../../../../shared/leads/submission';
import { registerAltchaStrings } from '../bot-check/altcha-strings';
import { type ProofSink } from '../bot-check/proof-slot';

/** The site's look (Tailwind's slate-300 border, indigo-600 accent, rounded-md) in the widget's variables. */
const SITE_LOOK = {
  '--altcha-border-color': 'oklch(86.9% 0.022 252.894)',
  '--altcha-border-radius': '0.375rem',
  '--altcha-color-primary': 'oklch(51.1% 0.262 276.966)',
  '--altcha-checkbox-outline-color': 'oklch(51.1% 0.262 276.966)',
  '--altcha-color-success': 'oklch(50.8% 0.118 165.612)',
  '--altcha-max-width': '100%',
} as CSSProperties;

/** The footer link and logo would be English-only noise; the field's own hint says what this is. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

interface StateChange {
  state: 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';
  payload: string | null;
}

/**
 * The ALTCHA widget (a web component, loaded with the first form that shows it). It fetches a
 * challenge and solves it as soon as it appears (`auto="onload"`), so the visitor finds it ticked;
 * its checkbox is a real, labelled input for keyboards and screen readers, and ticking it again
 * retries after a failure. An expired solution is replaced by a fresh one on its own.
 */
export function AltchaWidget({ sink }: { sink: ProofSink }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);

  // Loads the widget once per proof slot. Nothing here may reset the slot: a proof the widget
  // already reported stays the one to send, whatever re-renders the form later.
  useEffect(() => {
    let live = true;
    import('altcha').then(
      () => {
        if (live) setLoaded(true);
      },
      // Offline before the widget was ever cached: no proof now, the outbox solves one later.
      () => sink.none(),
    );
    return () => {
      live = false;
    };
  }, [sink]);

  // The texts follow the interface language and its message areas as they arrive; the widget
  // reads them from its own store, so a change shows without solving again.
  useLayoutEffect(() => {
    if (loaded) registerAltchaStrings(intl);
  }, [loaded, intl]);

  // A ref callback, not an effect: the widget starts solving right after it is connected.
  const attach = useCallback(
    (widget: AltchaWidgetElement | null) => {
      if (!widget) return;
      const onStateChange = (event: Event) => {
        const { state, payload } = (event as CustomEvent<StateChange>).detail;
        if (state === 'verified' && payload) sink.ready(payload);
        else if (state === 'verifying') sink.pending();
        else sink.none();
        if (state === 'expired') void widget.verify();
      };
      widget.addEventListener('statechange', onStateChange);
      return () => widget.removeEventListener('statechange', onStateChange);
    },
    [sink],
  );

  if (!loaded) return null;
  return (
    <altcha-widget
      ref={attach}
      challenge={BOT_CHECK_CHALLENGE_PATH}
      auto="onload"
      language={intl.locale}
      configuration={WIDGET_CONFIGURATION}
      style={SITE_LOOK}
    />
  );
}
