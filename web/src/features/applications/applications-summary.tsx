import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { applicationCounts } from '../../../../shared/applications/application-status';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useOnline } from '../../lib/use-online';
import { useMyApplications } from './hooks/use-my-applications';

const ACTION =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

const FIGURES = ['open', 'accepted', 'closed'] as const;

/** The overview's "application progress" (spec §2): how many are open, accepted, closed. */
export function ApplicationsSummary() {
  const online = useOnline();
  const { state } = useMyApplications(online);
  if (state.status === 'loading') return <LoadingState messageId="applications.list.loading" />;
  if (state.status === 'failed') {
    return (
      <ErrorState
        message={
          <FormattedMessage
            id={online ? 'applications.list.error' : 'applications.list.offlineEmpty'}
          />
        }
        onRetry={state.retry}
      />
    );
  }
  if (state.applications.length === 0) {
    return (
      <EmptyState
        message={<FormattedMessage id="dashboard.overview.applications.empty" />}
        action={
          <Link to="/courses" className={ACTION}>
            <FormattedMessage id="dashboard.overview.findProgram" />
          </Link>
        }
      />
    );
  }
  const counts = applicationCounts(state.applications.map((application) => application.status));
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {FIGURES.map((figure) => (
          <div key={figure} data-figure={figure}>
            <dt className="text-xs text-slate-700 dark:text-slate-300">
              <FormattedMessage id={`applications.summary.${figure}`} />
            </dt>
            <dd className="text-2xl font-bold text-slate-900 dark:text-slate-100">
              {counts[figure]}
            </dd>
          </div>
        ))}
      </dl>
      <Link
        to={APP_PATHS.dashboardApplications}
        className="mt-4 inline-block text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        <FormattedMessage id="applications.summary.viewAll" values={{ count: counts.total }} />
      </Link>
    </div>
  );
}
