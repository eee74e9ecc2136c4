import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/use-online';
import { ApplicationChecklist } from './components/application-checklist';
import { useDocumentSync, useWaitingDocuments } from './hooks/use-document-sync';
import { useMyDocuments } from './hooks/use-my-documents';

const ACTION =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

/**
 * /dashboard/documents (issue 15 item 3): every application's checklist with each item's status,
 * the advisor's reasons, versions, and upload or replace. Opens offline from this device; a file
 * chosen offline waits here and is uploaded once the browser is back online.
 */
export function DocumentsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'documents.title' });
  useDocumentTitle(title);
  const online = useOnline();
  const state = useMyDocuments(online);
  const { sync } = useDocumentSync();
  const { waiting, progress } = useWaitingDocuments(sync);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {title}
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <FormattedMessage id="documents.intro" />
        </p>
      </div>
      {state.status === 'loading' && <LoadingState messageId="documents.list.loading" />}
      {state.status === 'failed' && (
        <ErrorState
          message={
            <FormattedMessage
              id={online ? 'documents.list.error' : 'documents.list.offlineEmpty'}
            />
          }
          onRetry={state.retry}
        />
      )}
      {state.status === 'ready' && state.applications.length === 0 && (
        <EmptyState
          message={<FormattedMessage id="documents.list.empty" />}
          action={
            <Link to={APP_PATHS.courses} className={ACTION}>
              <FormattedMessage id="dashboard.overview.findProgram" />
            </Link>
          }
        />
      )}
      {state.status === 'ready' &&
        state.applications.map((documents) => (
          <div
            key={documents.applicationId}
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <ApplicationChecklist
              documents={documents}
              sync={sync}
              waiting={waiting}
              progress={progress}
              online={online}
              titled
            />
          </div>
        ))}
    </div>
  );
}
