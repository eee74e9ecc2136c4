import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  isLateCancellation,
  type SessionView,
} from '../../../../../shared/sessions/session-booking';
import { cancelSession } from '../../../data/sessions-api';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { needsFeeConfirmation, sessionErrorText } from '../session-error-text';
import { LateFeeNotice } from './late-fee-notice';
import { DIALOG_BUTTON, SessionDialog } from './session-dialog';

interface CancelSessionDialogProps {
  session: SessionView;
  timeZone: string;
  onClose(): void;
  onCanceled(session: SessionView): void;
}

/** Asks before cancelling; under 24 hours it shows the fee notice and needs it accepted. */
export function CancelSessionDialog({
  session,
  timeZone,
  onClose,
  onCanceled,
}: CancelSessionDialogProps) {
  const intl = useIntl();
  const format = useSiteDateFormat();
  const [late, setLate] = useState(() => isLateCancellation(new Date(session.start), new Date()));
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (late && !accepted) {
      setProblem(intl.formatMessage({ id: 'sessions.fee.required' }));
      return;
    }
    setSending(true);
    try {
      onCanceled(await cancelSession(session.id, accepted));
    } catch (error) {
      // The clock moved under 24 hours while the dialog was open: ask for the fee now.
      if (needsFeeConfirmation(error)) setLate(true);
      setProblem(sessionErrorText(intl, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SessionDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'sessions.cancel.title' })}
    >
      <p className="text-sm">
        <FormattedMessage
          id="sessions.cancel.body"
          values={{ type: session.typeName, when: format.dateTime(session.start, { timeZone }) }}
        />
      </p>
      {late && (
        <div className="mt-3">
          <LateFeeNotice id="cancel-fee" accepted={accepted} onAccepted={setAccepted} />
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={onClose}>
          <FormattedMessage id="sessions.cancel.keep" />
        </button>
        <button
          type="button"
          className={DIALOG_BUTTON.danger}
          disabled={sending}
          onClick={() => void confirm()}
        >
          <FormattedMessage id="sessions.cancel.confirm" />
        </button>
      </div>
    </SessionDialog>
  );
}
