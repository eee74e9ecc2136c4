import { FormattedMessage, useIntl } from 'react-intl';
import { type SessionView } from '../../../../../shared/sessions/session-booking';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { SessionNotes } from './session-notes';
import { SessionStatusBadge } from './session-status-badge';

interface SessionCardProps {
  session: SessionView;
  timeZone: string;
  /** Upcoming and not canceled: it can be moved, canceled, noted. */
  changeable: boolean;
  online: boolean;
  onCancel(): void;
  onReschedule(): void;
  onDownload(): void;
  onSaved(session: SessionView): void;
}

const action =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/** One session (spec §3): with whom, type, duration, date and time in the student's zone, status, notes. */
export function SessionCard(props: SessionCardProps) {
  const { session, timeZone, changeable, online } = props;
  const intl = useIntl();
  const format = useSiteDateFormat();
  return (
    <article
      aria-labelledby={`session-${session.id}`}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={`session-${session.id}`}
          className="font-semibold text-slate-900 dark:text-slate-100"
        >
          {session.typeName}
        </h3>
        <SessionStatusBadge status={session.status} />
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-slate-700 dark:text-slate-300">
        <div>
          <dt className="inline font-medium">
            <FormattedMessage id="sessions.card.with" />
          </dt>{' '}
          <dd className="inline">{session.advisorName}</dd>
        </div>
        <div>
          <dt className="inline font-medium">
            <FormattedMessage id="sessions.card.when" />
          </dt>{' '}
          <dd className="inline">
            <time dateTime={session.start}>{format.dateTime(session.start, { timeZone })}</time>
            {' · '}
            <FormattedMessage
              id="sessions.card.duration"
              values={{ minutes: session.durationMinutes }}
            />
          </dd>
        </div>
      </dl>
      {session.lateCancel && (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          <FormattedMessage id="sessions.card.lateCancel" />
        </p>
      )}
      {changeable && session.meetingUrl && (
        <a
          href={session.meetingUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          <FormattedMessage id="sessions.card.join" />
        </a>
      )}
      <SessionNotes session={session} editable={changeable && online} onSaved={props.onSaved} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={action} onClick={props.onDownload}>
          <FormattedMessage id="sessions.card.ics" />
        </button>
        {changeable && (
          <>
            <button
              type="button"
              className={action}
              disabled={!online}
              onClick={props.onReschedule}
              aria-label={intl.formatMessage(
                { id: 'sessions.card.rescheduleLabel' },
                { type: session.typeName },
              )}
            >
              <FormattedMessage id="sessions.card.reschedule" />
            </button>
            <button
              type="button"
              className={action}
              disabled={!online}
              onClick={props.onCancel}
              aria-label={intl.formatMessage(
                { id: 'sessions.card.cancelLabel' },
                { type: session.typeName },
              )}
            >
              <FormattedMessage id="sessions.card.cancel" />
            </button>
          </>
        )}
      </div>
    </article>
  );
}
