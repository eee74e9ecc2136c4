import { useMemo } from 'react';
import { sendOutboxItem } from '../../../data/outbox';
import { type OutboxItem } from '../../../data/outbox-db';
import { type ProofSink } from '../bot-check/proof-slot';
import { useBotCheckConfig } from '../hooks/use-bot-check-config';
import { OutboxPromptCard } from './outbox-prompt-card';
import { RecaptchaCheckbox } from './recaptcha-checkbox';

/**
 * Back online in reCAPTCHA mode, a queued submission cannot prove itself: this card asks the
 * visitor to tick the box, and the token sends that item (README, lead capture). One item at a
 * time, since a token is good for one submission.
 */
export function OutboxCheckPrompt({ item }: { item: OutboxItem }) {
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
    <OutboxPromptCard
      item={item}
      messageId="leads.outbox.checkPrompt"
      tone="neutral"
      testId="outbox-check"
    >
      {/* A failed attempt counts one more: a fresh box for a fresh token. */}
      <RecaptchaCheckbox key={item.attempts} siteKey={mode.siteKey} sink={sink} />
    </OutboxPromptCard>
  );
}
