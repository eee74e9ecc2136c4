import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useOnline } from '../../lib/use-online';
import { useSiteDateFormat } from '../../lib/use-site-date-format';
import { SessionStatusBadge } from './components/session-status-badge';
import { useMySessions } from './hooks/use-my-sessions';

/** How many of the next sessions the overview lists. */
const SHOWN = 3;

const actionClass =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

interface UpcomingSessionsSummaryProps {
  timeZone: string;
  /** What else starts a first session (the consultation request), beside booking. */
  otherStart?: ReactNode;
}

/** The dashboard overview's "upcoming sessions" (spec §2): the next few, from this device too. */
export function UpcomingSessionsSummary({ timeZone, otherStart }: UpcomingSessionsSummaryProps) {
  const online = useOnline();
  const { state } = useMySessions(online);
  const format = useSiteDateFormat();
  if (state.status === 'loading') return <LoadingState messageId="sessions.list.loading" />;
  if (state.status === 'failed') {
    return (
      <ErrorState
        message={
          <FormattedMessage id={online ? 'sessions.list.error' : 'sessions.list.offlineEmpty'} />
        }
        onRetry={state.retry}
      />
    );
  }
  const next = state.upcoming.filter((session) => session.status !== 'canceled').slice(0, SHOWN);
  const book = (
    <Link to={APP_PATHS.dashboardSessions} className={actionClass}>
      <FormattedMessage id="sessions.book.title" />
    </Link>
  );
  if (next.length === 0) {
    return (
      <EmptyState
        message={<FormattedMessage id="dashboard.overview.sessions.empty" />}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {book}
            {otherStart}
          </div>
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {next.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-800"
          >
            <span className="text-slate-900 dark:text-slate-100">
              <span className="font-semibold">{session.typeName}</span> · {session.advisorName} ·{' '}
              <time dateTime={session.start}>{format.dateTime(session.start, { timeZone })}</time>
            </span>
            <SessionStatusBadge status={session.status} />
          </li>
        ))}
      </ul>
      {book}
    </div>
  );
}
