import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SessionView } from '../../../../../shared/sessions/session-booking';
import { localDateOf } from '../../../../../shared/sessions/zoned-time';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { formMessageId } from '../forms/form-messages';
import { AdvisorRescheduleDialog } from './advisor-reschedule-dialog';
import {
  cancelBookedSession,
  confirmBookedSession,
  fetchBookedSessions,
} from './advisor-sessions-api';
import { BookedSessionItem } from './booked-session-item';
import { CalendarToolbar } from './calendar-toolbar';
import { calendarRange, type CalendarView, stepRange } from './calendar-range';

interface BookedSessionsProps {
  /** The advisor's zone: the calendar's days and times are theirs. */
  timeZone: string;
}

/**
 * The advisor's calendar of booked sessions (issue 15 item 6): a day or a week of their own
 * calendar, each session at its time in their zone with the student's time and zone beside it;
 * confirm, move and cancel from it.
 */
export function BookedSessions({ timeZone }: BookedSessionsProps) {
  const intl = useIntl();
  const today = localDateOf(new Date(), timeZone);
  const [view, setView] = useState<CalendarView>('week');
  const [first, setFirst] = useState(today);
  const [reload, setReload] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [moving, setMoving] = useState<SessionView>();
  const [openedAt] = useState(() => Date.now());
  const range = calendarRange(first, view, timeZone);
  const sessions = useRemoteData(
    (signal) => fetchBookedSessions({ from: range.from, to: range.to }, signal),
    `${range.from}:${range.to}:${reload}`,
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
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
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
      <CalendarToolbar
        view={view}
        onView={(next) => {
          // A week holding today opens on today; any other keeps its first day.
          if (next === 'day' && range.days.includes(today)) setFirst(today);
          setView(next);
        }}
        onStep={(direction) => setFirst(stepRange(first, view, direction))}
        onToday={() => setFirst(today)}
        rangeLabel={
          view === 'day'
            ? dayTitle(first)
            : intl.formatMessage(
                { id: 'admin.sessions.calendar.weekOf' },
                { from: dayTitle(range.days[0]!), until: dayTitle(range.days.at(-1)!) },
              )
        }
      />
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
          {range.days.map((day) => {
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
                      <BookedSessionItem
                        key={session.id}
                        session={session}
                        timeZone={timeZone}
                        movable={Date.parse(session.start) > openedAt}
                        onConfirm={() => void act(confirmBookedSession, session.id)}
                        onCancel={() => void act(cancelBookedSession, session.id)}
                        onReschedule={() => setMoving(session)}
                      />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {moving && (
        <AdvisorRescheduleDialog
          session={moving}
          timeZone={timeZone}
          onClose={() => setMoving(undefined)}
          onMoved={() => {
            setMoving(undefined);
            setProblem(undefined);
            setReload((value) => value + 1);
          }}
        />
      )}
    </section>
  );
}
