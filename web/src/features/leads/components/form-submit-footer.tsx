import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { type LeadFormState } from '../hooks/use-lead-form';
import { FormStatus } from './form-status';

/** The end of every lead form: the bot-check notice, the sending status and the send button. */
export function FormSubmitFooter({ state, labelId }: { state: LeadFormState; labelId: MessageId }) {
  return (
    <>
      <p className="text-xs text-slate-500">
        <FormattedMessage id="leads.botCheck.notice" />
      </p>
      <FormStatus state={state} />
      <button
        type="submit"
        disabled={state.phase === 'sending'}
        className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60"
      >
        <FormattedMessage id={labelId} />
      </button>
    </>
  );
}
