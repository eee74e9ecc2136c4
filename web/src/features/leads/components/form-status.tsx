import { FormattedMessage } from 'react-intl';
import { type LeadFormState } from '../hooks/use-lead-form';

/** Says what the form is doing: proving it is a person and sending, or why sending failed. */
export function FormStatus({ state }: { state: LeadFormState }) {
  if (state.phase === 'sending') {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="leads.status.sending" />
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        <FormattedMessage id={state.messageId} />
      </p>
    );
  }
  return null;
}
