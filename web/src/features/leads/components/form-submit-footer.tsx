import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../message-id';
import { type BotCheckBinding, type LeadFormState } from '../hooks/use-lead-form';
import { BotCheckField } from './bot-check-field';
import { FormStatus } from './form-status';

interface FormSubmitFooterProps {
  state: LeadFormState;
  botCheck: BotCheckBinding;
  labelId: MessageId;
}

/** The end of every lead form: the bot check, the sending status and the send button. */
export function FormSubmitFooter({ state, botCheck, labelId }: FormSubmitFooterProps) {
  return (
    <>
      <BotCheckField key={botCheck.round} sink={botCheck.slot} errorId={botCheck.errorId} />
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
