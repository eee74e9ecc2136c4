import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { type ApplicationView } from '../../../../shared/applications/application';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/use-online';
import { ApplicationCard } from './components/application-card';
import { WithdrawApplicationDialog } from './components/withdraw-application-dialog';
import { useMyApplications } from './hooks/use-my-applications';

const ACTION =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

/**
 * /dashboard/applications (issue 15 item 2): the student's applications with their progress
 * from pending to a decision, each with its timeline. Opens offline from this device; an
 * advisor's change shows at once (the server pokes the open tabs). `?application=<id>` (the
 * notification's link) opens that one's timeline.
 */
export function ApplicationsPage({
  timeZone,
  documentsOf,
}: {
  timeZone: string;
  /** The documents section of an application (another feature's, composed by the route). */
  documentsOf?: (applicationId: string) => ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'applications.title' });
  useDocumentTitle(title);
  const online = useOnline();
  const [params] = useSearchParams();
  const opened = params.get('application');
  const { state, cache, keep } = useMyApplications(online);
  const [withdrawing, setWithdrawing] = useState<ApplicationView>();
  const [notice, setNotice] = useState<string>();

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {title}
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <FormattedMessage id="applications.intro" />
        </p>
      </div>
      {notice && (
        <p
          role="status"
          className="rounded-md bg-slate-100 p-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        >
          {notice}
        </p>
      )}
      {state.status === 'loading' && <LoadingState messageId="applications.list.loading" />}
      {state.status === 'failed' && (
        <ErrorState
          message={
            <FormattedMessage
              id={online ? 'applications.list.error' : 'applications.list.offlineEmpty'}
            />
          }
          onRetry={state.retry}
        />
      )}
      {state.status === 'ready' && state.applications.length === 0 && (
        <EmptyState
          message={<FormattedMessage id="applications.list.empty" />}
          action={
            <Link to="/courses" className={ACTION}>
              <FormattedMessage id="dashboard.overview.findProgram" />
            </Link>
          }
        />
      )}
      {state.status === 'ready' && state.applications.length > 0 && (
        <ul className="space-y-4" aria-label={title}>
          {state.applications.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              cache={cache}
              timeZone={timeZone}
              online={online}
              initiallyOpen={application.id === opened}
              onWithdraw={setWithdrawing}
              documents={documentsOf?.(application.id)}
            />
          ))}
        </ul>
      )}
      {withdrawing && (
        <WithdrawApplicationDialog
          application={withdrawing}
          onClose={() => setWithdrawing(undefined)}
          onWithdrawn={(application) => {
            keep(application);
            setWithdrawing(undefined);
            setNotice(intl.formatMessage({ id: 'applications.withdraw.done' }));
          }}
        />
      )}
    </div>
  );
}
