import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { sendOutboxItem } from '../../../data/outbox';
import { type OutboxItem } from '../../../data/outbox-db';
import { type ProofSink } from '../bot-check/proof-slot';
import { useBotCheckConfig } from '../hooks/use-bot-check-config';
import { RecaptchaCheckbox } from './recaptcha-checkbox';

/**
 * Back online in reCAPTCHA mode, a queued submission cannot prove itself: this card asks the
 * visitor to tick the box, and the token sends that item (README, lead capture). One item at a
 * time, since a token is good for one submission.
 */
export function OutboxCheckPrompt({ item }: { item: OutboxItem }) {
  const id = useId();
  const mode = useBotCheckConfig();
  const sink = useMemo<ProofSink>(
    () => ({
      pending: () => undefined,
      none: () => undefined,
      ready: (token) => void sendOutboxItem(item.key, token),
    }),
    [item.key],
  );
  if (typeof mode !== 'object' || mode.provider !== 'recaptcha') return null;
  return (
    <section
      aria-labelledby={id}
      data-testid="outbox-check"
      className="w-80 max-w-full space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-xl"
    >
      <p id={id} className="font-medium text-slate-800">
        <FormattedMessage
          id="leads.outbox.checkPrompt"
          values={{
            kind: (
              <strong key="kind">
                <FormattedMessage id={`leads.outbox.kind.${item.kind}`} />
              </strong>
            ),
          }}
        />
      </p>
      {/* A failed attempt counts one more: a fresh box for a fresh token. */}
      <RecaptchaCheckbox key={item.attempts} siteKey={mode.siteKey} sink={sink} />
    </section>
  );
}
