import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { GRID_DEFAULT_PAGE_SIZE, type GridQuery } from '../../../../../shared/admin/grid-query';
import { DOCUMENT_QUEUE } from '../../../../../shared/documents/document';
import { documentErrorText } from '../../../components/documents/document-error-text';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdvisorListPokes } from '../../../sync/use-advisor-list-pokes';
import { QueueRow } from './queue-row';
import { useQueue } from './use-queue';

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * /admin/documents (issue 15 item 6): the uploads waiting for review, oldest first, each with
 * its file, approve, reject with a reason, and a request for another document.
 */
export function DocumentQueuePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.documents.title' });
  useDocumentTitle(title);
  // The search lives in the address (`?q=`), so a link can open the queue on one student.
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string>();
  const query: GridQuery = {
    page,
    pageSize: GRID_DEFAULT_PAGE_SIZE,
    sort: DOCUMENT_QUEUE.defaultSort,
    direction: DOCUMENT_QUEUE.defaultDirection,
    q,
    filters: {},
  };
  // A student's upload or another advisor's review also reads the queue again.
  const pokes = useAdvisorListPokes('documents');
  const { state, retry } = useQueue(query, version + pokes);
  const pages =
    state.status === 'ready' ? Math.max(1, Math.ceil(state.queue.total / state.queue.pageSize)) : 1;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.documents.intro" />
        </p>
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('q');
          setPage(1);
          setParams(typeof value === 'string' && value.trim() ? { q: value.trim() } : {});
        }}
      >
        <label className="flex flex-col text-sm text-slate-800 dark:text-slate-200">
          <FormattedMessage id="admin.documents.search" />
          <input
            name="q"
            type="search"
            defaultValue={q}
            className="mt-1 rounded-md border border-slate-300 px-3 py-1.5 dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <button type="submit" className={BUTTON}>
          <FormattedMessage id="admin.documents.searchSubmit" />
        </button>
      </form>
      {notice && (
        <p
          role="status"
          className="rounded-md bg-slate-100 p-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        >
          {notice}
        </p>
      )}
      {state.status === 'loading' && <LoadingState messageId="admin.documents.loading" />}
      {state.status === 'failed' && (
        <ErrorState message={documentErrorText(intl, state.error)} onRetry={retry} />
      )}
      {state.status === 'ready' && state.queue.rows.length === 0 && (
        <EmptyState message={<FormattedMessage id="admin.documents.empty" />} />
      )}
      {state.status === 'ready' && state.queue.rows.length > 0 && (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <FormattedMessage id="admin.documents.count" values={{ count: state.queue.total }} />
          </p>
          <ul className="space-y-4" aria-label={title}>
            {state.queue.rows.map((row) => (
              <QueueRow
                key={row.versionId}
                row={row}
                onDone={(text) => {
                  setNotice(text);
                  setVersion((value) => value + 1);
                }}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav
              aria-label={intl.formatMessage({ id: 'admin.documents.pages' })}
              className="flex items-center gap-2"
            >
              <button
                type="button"
                className={BUTTON}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                <FormattedMessage id="admin.documents.previous" />
              </button>
              <span className="text-sm">
                <FormattedMessage id="admin.documents.page" values={{ page, pages }} />
              </span>
              <button
                type="button"
                className={BUTTON}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                <FormattedMessage id="admin.documents.next" />
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
