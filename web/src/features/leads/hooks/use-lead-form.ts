import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type z } from 'zod';
import { CURRENT_CONSENT_TEXT_VERSION } from '../../../../../shared/leads/consent-texts';
import { BOT_CHECK_FIELD, type SubmissionKind } from '../../../../../shared/leads/submission';
import { ProofSlot } from '../bot-check/proof-slot';
import { type MessageId } from '../message-id';
import { fieldErrorsOf, messageIdOf, type FieldErrors } from '../refusal-messages';
import { resendOutboxItem, submitLead, type SubmitResult } from '../../../data/outbox';
import { type OutboxItem } from '../../../data/outbox-db';
import { trackEvent } from '../../../data/analytics/analytics-tracking';
import { useOutboxDraft } from './outbox-draft-context';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export type LeadFormState =
  | { phase: 'editing' }
  | { phase: 'sending' }
  | { phase: 'done'; result: Exclude<SubmitResult, { type: 'rejected' }> }
  | { phase: 'failed'; messageId: MessageId };

/** How one press of send ended. */
export type SubmitOutcome =
  | { phase: 'invalid' | 'failed' }
  | { phase: 'done'; result: Exclude<SubmitResult, { type: 'rejected' }> };

/** The form's fields as the refused item holds them; `initial` tells which fields and types. */
function valuesOf<Values extends Record<string, unknown>>(
  initial: Values,
  item: OutboxItem,
): Values {
  const values: Record<string, unknown> = { ...initial };
  for (const [name, value] of Object.entries(initial)) {
    if (typeof item.body[name] === typeof value) values[name] = item.body[name];
  }
  return values as Values;
}

/** How the form opens: empty, or with a refused outbox item's values and the server's messages. */
function openingOf<Values extends Record<string, unknown>>(
  initial: Values,
  item?: OutboxItem,
): { values: Values; errors: FieldErrors; state: LeadFormState } {
  if (item?.state.status !== 'needs-fix') {
    return { values: initial, errors: {}, state: { phase: 'editing' } };
  }
  return {
    values: valuesOf(initial, item),
    errors: fieldErrorsOf(item.state.fieldIssues),
    state: { phase: 'failed', messageId: messageIdOf(item.state.message) },
  };
}

/** The keys of `Values` whose value is a `Type`. */
type KeysOfType<Values, Type> = {
  [K in keyof Values]: Values[K] extends Type ? K : never;
}[keyof Values];

/** What the form's bot-check field needs: where to put its proof, and its message. */
export interface BotCheckBinding {
  slot: ProofSlot;
  /** Changes when a proof was spent or refused, so the field starts a fresh widget. */
  round: number;
  errorId?: MessageId;
}

/**
 * A lead form's state: values, per-field errors from the shared schema (same rules as the API),
 * the bot-check proof, and the submission through the outbox. The context fields every
 * submission carries are added here, so forms hold only what the visitor types.
 */
export function useLeadForm<Values extends Record<string, unknown>>(
  kind: SubmissionKind,
  schema: z.ZodType,
  initial: Values,
) {
  const draft = useOutboxDraft();
  const [opening] = useState(() => openingOf(initial, draft?.item));
  const [values, setValues] = useState<Values>(opening.values);
  const [errors, setErrors] = useState<FieldErrors>(opening.errors);
  const [state, setState] = useState<LeadFormState>(opening.state);
  const { bindForm, focusFirstInvalid } = useFocusFirstInvalid();
  // The intl locale is the interface language the visitor chose.
  const language = useIntl().locale;

  const clearError = (name: string) => setErrors(({ [name]: _cleared, ...rest }) => rest);
  // A new round is a new widget, so a new slot for its proofs; a proof clears the message.
  const newSlot = () => new ProofSlot(() => clearError(BOT_CHECK_FIELD));
  const [{ slot, round }, setProofRound] = useState(() => ({ slot: newSlot(), round: 0 }));
  const nextRound = () =>
    setProofRound((current) => ({ slot: newSlot(), round: current.round + 1 }));

  const setValue = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name as string);
  };

  /**
   * The widget's proof. Online, a send without one stops with the spec's "please complete"
   * message; offline none is needed now, the outbox gets one before sending.
   */
  async function proofToSend(): Promise<{ proof?: string } | undefined> {
    if (!navigator.onLine) return {};
    const proof = await slot.settled();
    if (proof || !navigator.onLine) return { proof };
    setErrors((current) => ({ ...current, [BOT_CHECK_FIELD]: 'leads.error.botCheckMissing' }));
    return undefined;
  }

  /** Checks the values with the shared schema, shows the field messages, answers the body. */
  function check(): Record<string, unknown> | undefined {
    const body = {
      ...values,
      language,
      sourcePage: window.location.pathname,
      consentTextVersion: CURRENT_CONSENT_TEXT_VERSION,
      consentedAt: new Date().toISOString(),
    };
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data as Record<string, unknown>;
    setErrors(
      fieldErrorsOf(
        parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })),
      ),
    );
    focusFirstInvalid();
    return undefined;
  }

  /**
   * Validates and sends, with `files` (already checked by the form) beside the fields; answers
   * how it ended, for the caller's toast.
   */
  async function submit(files: Record<string, Blob> = {}): Promise<SubmitOutcome> {
    const body = check();
    if (!body) return { phase: 'invalid' };
    setState({ phase: 'sending' });
    const botCheck = await proofToSend();
    if (!botCheck) {
      setState({ phase: 'editing' });
      return { phase: 'invalid' };
    }
    try {
      const result = draft
        ? await resendOutboxItem(draft.item.key, kind, { ...body, ...files }, botCheck.proof)
        : await submitLead(kind, { ...body, ...files }, botCheck.proof);
      if (result.type === 'rejected') {
        nextRound();
        setErrors(fieldErrorsOf(result.fieldIssues));
        focusFirstInvalid();
        setState({ phase: 'failed', messageId: messageIdOf(result.message) });
        return { phase: 'failed' };
      }
      if (!draft) trackEvent({ type: 'lead', kind });
      setState({ phase: 'done', result });
      return { phase: 'done', result };
    } catch {
      nextRound();
      setState({ phase: 'failed', messageId: 'leads.error.submitError' });
      return { phase: 'failed' };
    }
  }

  const reset = () => {
    // A fixed item was the one thing this form was opened for.
    if (draft) {
      draft.close();
      return;
    }
    setValues(initial);
    setErrors({});
    setState({ phase: 'editing' });
    nextRound();
  };

  const botCheck: BotCheckBinding = { slot, round, errorId: errors[BOT_CHECK_FIELD] };

  /** The props of a text or select field bound to `name`: its value, message and setter. */
  const field = <K extends KeysOfType<Values, string>>(name: K) => ({
    value: values[name] as string,
    errorId: errors[name as string],
    onValue: (value: string) => setValue(name, value as Values[K]),
  });
  /** The props of a checkbox bound to `name`. */
  const toggle = <K extends KeysOfType<Values, boolean>>(name: K) => ({
    checked: values[name] as boolean,
    errorId: errors[name as string],
    onValue: (checked: boolean) => setValue(name, checked as Values[K]),
  });

  /** `bindForm` goes on the `<form>`: a refused send focuses its first invalid field. */
  return {
    values,
    setValue,
    field,
    toggle,
    errors,
    state,
    botCheck,
    check,
    submit,
    reset,
    bindForm,
  };
}
