import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProofSink } from '../bot-check/proof-slot';
import { loadRecaptcha } from '../bot-check/recaptcha-script';

interface RecaptchaCheckboxProps {
  siteKey: string;
  sink: ProofSink;
}

/**
 * Google's reCAPTCHA v2 checkbox, drawn by Google (in its own frame, in the interface language)
 * when the API has reCAPTCHA keys. Its token is the proof; an expired or failed token is cleared
 * and the box reset, so the visitor ticks it again.
 */
export function RecaptchaCheckbox({ siteKey, sink }: RecaptchaCheckboxProps) {
  const { locale } = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let live = true;
    // A fresh element per render: Google refuses to draw twice into the same one.
    const target = document.createElement('div');
    sink.none();
    loadRecaptcha(locale).then(
      (grecaptcha) => {
        if (!live || !container.current) return;
        container.current.append(target);
        const widgetId = grecaptcha.render(target, {
          sitekey: siteKey,
          callback: (token) => sink.ready(token),
          'expired-callback': () => {
            sink.none();
            grecaptcha.reset(widgetId);
          },
          'error-callback': () => {
            sink.none();
            grecaptcha.reset(widgetId);
          },
        });
      },
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
      target.remove();
    };
  }, [locale, siteKey, sink]);

  return (
    <>
      <div ref={container} className="min-h-[78px]" />
      {unavailable && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          <FormattedMessage id="leads.botCheck.unavailable" />
        </p>
      )}
    </>
  );
}
