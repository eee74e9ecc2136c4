import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  isLateCancellation,
  type SessionView,
  type Slot,
} from '../../../../../shared/sessions/session-booking';
import { ApiCallError } from '../../../data/api-client';
import { rescheduleSession } from '../../../data/sessions-api';
import { needsFeeConfirmation, sessionErrorText } from '../session-error-text';
import { BookingChoice } from './booking-choice';
import { LateFeeNotice } from './late-fee-notice';
import { DIALOG_BUTTON, SessionDialog } from './session-dialog';

interface RescheduleSessionDialogProps {
  session: SessionView;
  timeZone: string;
  onClose(): void;
  onMoved(session: SessionView): void;
}

/**
 * Moving a session to another free time of the same advisor and type: the new time is held first,
 * then the old one is let go. Under 24 hours before the old start the fee notice applies.
 */
export function RescheduleSessionDialog(props: RescheduleSessionDialogProps) {
  const { session, timeZone, onClose, onMoved } = props;
  const intl = useIntl();
  const [late, setLate] = useState(() => isLateCancellation(new Date(session.start), new Date()));
  const [accepted, setAccepted] = useState(false);
  const [slot, setSlot] = useState<Slot>();
  const [reload, setReload] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (!slot) {
      setProblem(intl.formatMessage({ id: 'sessions.book.chooseTime' }));
      return;
    }
    if (late && !accepted) {
      setProblem(intl.formatMessage({ id: 'sessions.fee.required' }));
      return;
    }
    setSending(true);
    try {
      onMoved(await rescheduleSession(session.id, slot.start, accepted));
    } catch (error) {
      if (needsFeeConfirmation(error)) setLate(true);
      else if (error instanceof ApiCallError && error.statusCode === 409) {
        setSlot(undefined);
        setReload((value) => value + 1);
      }
      setProblem(sessionErrorText(intl, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SessionDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'sessions.reschedule.title' }, { type: session.typeName })}
    >
      <BookingChoice
        advisorId={session.advisorId}
        typeId={session.typeId}
        advisorTimeZone={session.advisorTimeZone}
        timeZone={timeZone}
        reload={reload}
        selected={slot}
        onSelect={setSlot}
      />
      {late && (
        <div className="mt-3">
          <LateFeeNotice id="reschedule-fee" accepted={accepted} onAccepted={setAccepted} />
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={onClose}>
          <FormattedMessage id="sessions.reschedule.keep" />
        </button>
        <button
          type="button"
          className={DIALOG_BUTTON.primary}
          disabled={sending}
          onClick={() => void confirm()}
        >
          <FormattedMessage id="sessions.reschedule.confirm" />
        </button>
      </div>
    </SessionDialog>
  );
}
