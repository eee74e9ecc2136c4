import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SessionView } from '../../../../../shared/sessions/session-booking';
import { addDays, localDateOf, zonedInstant } from '../../../../../shared/sessions/zoned-time';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { formMessageId } from '../forms/form-messages';
import {
  cancelBookedSession,
  confirmBookedSession,
  fetchBookedSessions,
} from './advisor-sessions-api';
import { smallButton } from './schedule-editor-parts';

const WEEK_DAYS = 7;

interface BookedSessionsProps {
  /** The advisor's zone: the calendar's days and times are theirs. */
  timeZone: string;
}

/** The advisor's booked sessions a week at a time, by day of their own calendar. */
export function BookedSessions({ timeZone }: BookedSessionsProps) {
  const intl = useIntl();
  const format = useSiteDateFormat();
  const [first, setFirst] = useState(() => localDateOf(new Date(), timeZone));
  const [reload, setReload] = useState(0);
  const [problem, setProblem] = useState<string>();
  const days = Array.from({ length: WEEK_DAYS }, (_, index) => addDays(first, index));
  const range = {
    from: zonedInstant(first, 0, timeZone).toISOString(),
    to: zonedInstant(addDays(first, WEEK_DAYS), 0, timeZone).toISOString(),
  };
  const sessions = useRemoteData(
    (signal) => fetchBookedSessions(range, signal),
    `${range.from}:${reload}`,
  );
  const act = async (action: (id: string) => Promise<SessionView>, id: string) => {
    try {
      await action(id);
      setProblem(undefined);
      setReload((value) => value + 1);
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setProblem(intl.formatMessage({ id: formMessageId(text) }));
    }
  };
  const dayTitle = (day: string) =>
    intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <section
      aria-labelledby="booked-sessions-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id="booked-sessions-heading"
        className="text-lg font-semibold text-slate-900 dark:text-slate-100"
      >
        <FormattedMessage id="admin.sessions.calendar.title" />
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="admin.sessions.calendar.zone" values={{ zone: timeZone }} />
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButton}
          onClick={() => setFirst(addDays(first, -WEEK_DAYS))}
        >
          <FormattedMessage id="admin.sessions.calendar.previous" />
        </button>
        <button
          type="button"
          className={smallButton}
          onClick={() => setFirst(addDays(first, WEEK_DAYS))}
        >
          <FormattedMessage id="admin.sessions.calendar.next" />
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {sessions.status === 'loading' && (
        <LoadingState messageId="admin.sessions.calendar.loading" />
      )}
      {sessions.status === 'failed' && (
        <ErrorState
          message={callErrorText(sessions.error, (messageId) =>
            intl.formatMessage({ id: messageId }),
          )}
          onRetry={() => setReload((value) => value + 1)}
        />
      )}
      {sessions.status === 'ready' && (
        <ol className="space-y-3">
          {days.map((day) => {
            const ofDay = sessions.data.filter(
              (session) => localDateOf(new Date(session.start), timeZone) === day,
            );
            return (
              <li key={day}>
                <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                  {dayTitle(day)}
                </h3>
                {ofDay.length === 0 ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <FormattedMessage id="admin.sessions.calendar.free" />
                  </p>
                ) : (
                  <ul className="mt-1 space-y-2">
                    {ofDay.map((session) => (
                      <li
                        key={session.id}
                        className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700"
                      >
                        <p className="font-medium text-slate-900 dark:text-slate-100">
                          <time dateTime={session.start}>
                            {format.time(session.start, { timeZone })}
                          </time>
                          {'–'}
                          <time dateTime={session.end}>
                            {format.time(session.end, { timeZone })}
                          </time>{' '}
                          {session.typeName} · {session.studentName}
                        </p>
                        <p className="text-slate-700 dark:text-slate-300">
                          <FormattedMessage id={`admin.sessions.status.${session.status}`} />
                          {' · '}
                          <FormattedMessage
                            id="admin.sessions.calendar.studentTime"
                            values={{
                              time: format.time(session.start, {
                                timeZone: session.studentTimeZone,
                              }),
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
                              <button
                                type="button"
                                className={smallButton}
                                onClick={() => void act(confirmBookedSession, session.id)}
                              >
                                <FormattedMessage id="admin.sessions.calendar.confirm" />
                              </button>
                            )}
                            <button
                              type="button"
                              className={smallButton}
                              onClick={() => void act(cancelBookedSession, session.id)}
                            >
                              <FormattedMessage id="admin.sessions.calendar.cancel" />
                            </button>
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
