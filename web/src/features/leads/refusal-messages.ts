/**
 * The visitor's words for a refusal the API sent in its English spec wording: the message of the
 * whole refusal and those of the fields, whether the form's own send or the outbox got it.
 */
import {
  CALL_ERROR_MESSAGES,
  type CallErrorKind,
  type FieldIssue,
} from '../../../../shared/errors/api-error';
import { leadMessageKey } from '../../../../shared/leads/lead-messages';
import { type MessageId } from './message-id';

/** Message ids of the invalid fields, by field name. */
export type FieldErrors = Record<string, MessageId>;

export function messageIdOf(message: string): MessageId {
  const key = leadMessageKey(message);
  if (key) return `leads.error.${key}`;
  // Refusals that are not about one field (a 400 as a whole, a 413) use the spec's call wording.
  const callError = Object.entries(CALL_ERROR_MESSAGES).find(([, text]) => text === message);
  return callError ? `error.call.${callError[0] as CallErrorKind}` : 'leads.error.submitError';
}

export function fieldErrorsOf(issues: FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.field && issue.message) errors[issue.field] ??= messageIdOf(issue.message);
  }
  return errors;
}
