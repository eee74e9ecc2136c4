import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { APPLICATIONS_BOARD } from '../../../../../shared/applications/application';
import { type ApplicationStatus } from '../../../../../shared/applications/application-status';
import { gridQueryToParams } from '../../../../../shared/admin/grid-query';
import { applicationErrorText } from '../../../components/applications/application-error-text';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdvisorListPokes } from '../../../sync/use-advisor-list-pokes';
import { ApplicationBoardCard } from './application-board-card';
import { ApplicationDetailPanel } from './application-detail-panel';
import { BoardFilters } from './board-filters';
import { useBoard } from './use-board';

const PAGE_BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-50 dark:border-slate-600';

interface ApplicationsBoardPageProps {
  timeZone: string;
  canManage: boolean;
  /** Whether this advisor reviews documents (`documents:review`). */
  canReviewDocuments: boolean;
}

/**
 * /admin/applications (issue 15 item 6): the application board. The applications as cards under
 * status toggles with their counts, a programme filter and a search (one column on a phone), and
 * the opened application beside them (below on a phone) with its timeline and the forms that
 * move it and add notes. The address holds the filters and the opened application.
 */
export function ApplicationsBoardPage({
  timeZone,
  canManage,
  canReviewDocuments,
}: ApplicationsBoardPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.applications.title' });
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const query = APPLICATIONS_BOARD.querySchema.parse(Object.fromEntries(params));
  const opened = params.get('application') ?? undefined;
  const [version, setVersion] = useState(0);
  // Another advisor's change or a student's application also reads the board again.
  const pokes = useAdvisorListPokes('applications');
  const { state, retry } = useBoard(query, version + pokes);

  const navigate = (next: typeof query, application = opened) => {
    const search = gridQueryToParams(APPLICATIONS_BOARD, next);
    if (application) search.set('application', application);
    setParams(search);
  };
  const filter = (change: { status?: ApplicationStatus; course?: string; q?: string }) =>
    navigate({
      ...query,
      page: 1,
      q: change.q ?? '',
      filters: { status: change.status, course: change.course },
    });
  const board = state.status === 'ready' ? state.board : undefined;
  const pages = board ? Math.max(1, Math.ceil(board.total / board.pageSize)) : 1;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <BoardFilters
        status={query.filters.status}
        course={query.filters.course}
        search={query.q}
        board={board}
        onChange={filter}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div aria-busy={state.status === 'loading' || (state.status === 'ready' && state.stale)}>
          {state.status === 'loading' && <LoadingState messageId="admin.applications.loading" />}
          {state.status === 'failed' && (
            <ErrorState message={applicationErrorText(intl, state.error)} onRetry={retry} />
          )}
          {board && board.rows.length === 0 && (
            <EmptyState message={<FormattedMessage id="admin.applications.empty" />} />
          )}
          {board && board.rows.length > 0 && (
            <>
              <ul
                className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
                aria-label={title}
              >
                {board.rows.map((row) => (
                  <ApplicationBoardCard
                    key={row.id}
                    row={row}
                    selected={row.id === opened}
                    onOpen={(id) => navigate(query, id)}
                  />
                ))}
              </ul>
              <nav
                className="mt-4 flex items-center justify-between gap-2 text-sm"
                aria-label={intl.formatMessage({ id: 'admin.applications.pages' })}
              >
                <button
                  type="button"
                  className={PAGE_BUTTON}
                  disabled={query.page <= 1}
                  onClick={() => navigate({ ...query, page: query.page - 1 })}
                >
                  <FormattedMessage id="admin.applications.previous" />
                </button>
                <span>
                  <FormattedMessage
                    id="admin.applications.pageOf"
                    values={{ page: query.page, pages }}
                  />
                </span>
                <button
                  type="button"
                  className={PAGE_BUTTON}
                  disabled={query.page >= pages}
                  onClick={() => navigate({ ...query, page: query.page + 1 })}
                >
                  <FormattedMessage id="admin.applications.next" />
                </button>
              </nav>
            </>
          )}
        </div>
        {opened && (
          <ApplicationDetailPanel
            id={opened}
            timeZone={timeZone}
            canManage={canManage}
            canReviewDocuments={canReviewDocuments}
            onChanged={() => setVersion((value) => value + 1)}
            onClose={() => navigate(query, '')}
          />
        )}
      </div>
    </div>
  );
}
