import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { type ActionState } from '../hooks/use-account-action';

interface ActionStatusProps {
  state: ActionState;
  doneId?: MessageId;
}

/** What became of an account action, announced to screen readers as it changes. */
export function ActionStatus({ state, doneId }: ActionStatusProps) {
  return (
    <div aria-live="polite" className="text-sm">
      {state.phase === 'failed' && (
        <p role="alert" className="text-red-700">
          {state.text}
        </p>
      )}
      {state.phase === 'done' && doneId && (
        <p className="text-emerald-800">
          <FormattedMessage id={doneId} />
        </p>
      )}
    </div>
  );
}
