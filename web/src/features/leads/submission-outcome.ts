/**
 * What a form's panel says after send: the answer of the form's own try, or, for a submission
 * saved for later, where its outbox item stands now (outbox-state.ts), so the panel follows it
 * from saved to sent (or refused) while it is open.
 */
import { type FieldIssue } from '../../../../shared/errors/api-error';
import { type SubmitResult } from '../../data/outbox';
import { type OutboxState } from '../../data/outbox-state';

export type SubmissionOutcome =
  | { type: 'delivered'; referenceId: string }
  /** Waiting in the outbox; `retryAt` when a busy server asked to wait until then. */
  | { type: 'saved'; retryAt?: number }
  | { type: 'sending' }
  /** Back online in reCAPTCHA mode: it goes when the visitor ticks the box. */
  | { type: 'needs-check' }
  | { type: 'refused'; message: string; fieldIssues: FieldIssue[] };

/** `state`: the saved item's state now; undefined before it is read. */
export function submissionOutcome(
  result: Exclude<SubmitResult, { type: 'rejected' }>,
  state: OutboxState | undefined,
): SubmissionOutcome {
  if (result.type === 'delivered') return result;
  switch (state?.status) {
    case undefined:
      return { type: 'saved', retryAt: result.retryAt };
    case 'queued':
      return { type: 'saved' };
    case 'waiting-retry':
      return { type: 'saved', retryAt: state.after === 'server' ? state.at : undefined };
    case 'sending':
      return { type: 'sending' };
    case 'needs-check':
      return { type: 'needs-check' };
    case 'needs-fix':
      return { type: 'refused', message: state.message, fieldIssues: state.fieldIssues };
    case 'delivered':
      return { type: 'delivered', referenceId: state.referenceId };
  }
}
