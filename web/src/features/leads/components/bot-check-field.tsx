import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type ProofSink } from '../bot-check/proof-slot';
import { missingProofIdOf, useBotCheckConfig } from '../hooks/use-bot-check-config';
import { type MessageId } from '../message-id';
import { AltchaWidget } from './altcha-widget';
import { RecaptchaCheckbox } from './recaptcha-checkbox';

interface BotCheckFieldProps {
  sink: ProofSink;
  /** "Please complete the verification" after a send without a proof. */
  errorId?: MessageId;
}

/**
 * The bot check of a lead form (DESIGN.md decision 3): the check the API expects, ALTCHA (solved
 * on its own) or Google's reCAPTCHA checkbox, with its hint and its message.
 */
export function BotCheckField({ sink, errorId }: BotCheckFieldProps) {
  const id = useId();
  const mode = useBotCheckConfig();

  useEffect(() => {
    // Unknown while offline: the form may still be sent, and waits in the outbox.
    if (mode === 'unavailable') sink.none();
  }, [mode, sink]);

  const hintId =
    mode === 'unavailable'
      ? 'leads.botCheck.offline'
      : mode?.provider === 'altcha'
        ? 'leads.botCheck.altchaHint'
        : undefined;
  const shownErrorId = errorId === 'leads.error.botCheckMissing' ? missingProofIdOf(mode) : errorId;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={errorId ? `${id}-error` : undefined}
      data-testid="bot-check"
      className="space-y-1"
    >
      <p id={`${id}-title`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="leads.botCheck.title" />
      </p>
      {typeof mode === 'object' &&
        (mode.provider === 'altcha' ? (
          <AltchaWidget sink={sink} />
        ) : (
          <RecaptchaCheckbox siteKey={mode.siteKey} sink={sink} />
        ))}
      {hintId && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          <FormattedMessage id={hintId} />
        </p>
      )}
      {shownErrorId && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={shownErrorId} />
        </p>
      )}
    </div>
  );
}
