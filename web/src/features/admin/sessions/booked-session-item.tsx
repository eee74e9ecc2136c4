import { FormattedMessage } from 'react-intl';
import { type SessionView } from '../../../../../shared/sessions/session-booking';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { smallButton } from './schedule-editor-parts';

interface BookedSessionItemProps {
  session: SessionView;
  /** The advisor's zone: the times are theirs first, the student's beside. */
  timeZone: string;
  /** Not started yet when the calendar loaded: it can still be moved (the API checks again). */
  movable: boolean;
  onConfirm(): void;
  onCancel(): void;
  onReschedule(): void;
}

/** One booked session of the advisor calendar: time in both zones, status, notes and actions. */
export function BookedSessionItem(props: BookedSessionItemProps) {
  const { session, timeZone } = props;
  const format = useSiteDateFormat();
  return (
    <li className="min-w-0 rounded-md border border-slate-200 p-2 text-sm break-words dark:border-slate-700">
      <p className="font-medium text-slate-900 dark:text-slate-100">
        <time dateTime={session.start}>{format.time(session.start, { timeZone })}</time>
        {'–'}
        <time dateTime={session.end}>{format.time(session.end, { timeZone })}</time>{' '}
        {session.typeName} · {session.studentName}
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        <FormattedMessage id={`admin.sessions.status.${session.status}`} />
        {' · '}
        <FormattedMessage
          id="admin.sessions.calendar.studentTime"
          values={{
            time: format.time(session.start, { timeZone: session.studentTimeZone }),
            zone: session.studentTimeZone,
          }}
        />
      </p>
      {session.notes && (
        <p className="mt-1 whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {session.notes}
        </p>
      )}
      {session.status !== 'canceled' && (
        <div className="mt-2 flex flex-wrap gap-2">
          {session.status === 'pending' && (
            <button type="button" className={smallButton} onClick={props.onConfirm}>
              <FormattedMessage id="admin.sessions.calendar.confirm" />
            </button>
          )}
          {props.movable && (
            <button type="button" className={smallButton} onClick={props.onReschedule}>
              <FormattedMessage id="admin.sessions.calendar.reschedule" />
            </button>
          )}
          <button type="button" className={smallButton} onClick={props.onCancel}>
            <FormattedMessage id="admin.sessions.calendar.cancel" />
          </button>
        </div>
      )}
    </li>
  );
}
