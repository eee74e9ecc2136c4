import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ASSIGNEE_ME,
  ASSIGNEE_NONE,
  LEAD_KINDS,
  LEAD_STATUSES,
  LEADS_API_PATH,
  leadAssigneesSchema,
  leadRowSchema,
  leadsGrid,
} from '../../../../../shared/leads/inbox';
import { getJson } from '../../../data/api-client';
import { downloadFile } from '../../../data/api-download';
import { useRemoteData } from '../../../lib/use-remote-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DataGrid } from '../grid/data-grid';
import { GridPagination } from '../grid/grid-pagination';
import {
  GridDayFilter,
  GridFilter,
  GridInstantFilter,
  GridSearch,
  GridToolbar,
} from '../grid/grid-toolbar';
import { useGridData } from '../grid/use-grid-data';
import { useGridQuery } from '../grid/use-grid-query';
import { kindLabel, leadErrorText, statusLabel } from './lead-labels';
import { leadsColumns } from './leads-columns';

/**
 * The leads inbox (issue 13 item 3): every lead in one server-driven grid, its search, filters,
 * sort and page in the address, and the CSV export of what the filters match.
 */
export function LeadsInbox() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'admin.leads.title' });
  const title = t('admin.leads.title');
  useDocumentTitle(title);
  const grid = useGridQuery(leadsGrid);
  const { query, params } = grid;
  const data = useGridData(LEADS_API_PATH, params, leadRowSchema);
  const assignees = useRemoteData(
    async (signal) =>
      leadAssigneesSchema.parse(await getJson(`${LEADS_API_PATH}/assignees`, signal)),
    'assignees',
  );
  const search = params.toString();
  const columns = useMemo(() => leadsColumns(intl, search ? `?${search}` : ''), [intl, search]);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = () => {
    setExportError(null);
    const exportParams = new URLSearchParams(params);
    exportParams.delete('page');
    exportParams.delete('pageSize');
    const queryText = exportParams.toString();
    downloadFile(
      `${LEADS_API_PATH}/export.csv${queryText ? `?${queryText}` : ''}`,
      'leads.csv',
    ).catch((error: unknown) => setExportError(leadErrorText(intl, error)));
  };

  const assigneeOptions = [
    { value: ASSIGNEE_ME, label: t('admin.leads.assignee.me') },
    { value: ASSIGNEE_NONE, label: t('admin.leads.assignee.unassigned') },
    ...(assignees.status === 'ready'
      ? assignees.data.items.map((admin) => ({ value: admin.id, label: admin.email }))
      : []),
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
            {title}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            <FormattedMessage id="admin.leads.intro" />
          </p>
        </div>
        <button
          type="button"
          onClick={exportCsv}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <FormattedMessage id="admin.leads.export" />
        </button>
      </div>
      {exportError && (
        <p role="alert" className="mb-3 text-sm text-red-800 dark:text-red-200">
          {exportError}
        </p>
      )}
      <GridToolbar>
        <GridSearch value={query.q} onSearch={grid.setSearch} label={t('admin.leads.search')} />
        <GridFilter
          label={t('admin.leads.filter.kind')}
          value={query.filters.kind}
          options={LEAD_KINDS.map((kind) => ({ value: kind, label: kindLabel(intl, kind) }))}
          onChange={(value) => grid.setFilter('kind', value)}
        />
        <GridFilter
          label={t('admin.leads.filter.status')}
          value={query.filters.status}
          options={LEAD_STATUSES.map((status) => ({
            value: status,
            label: statusLabel(intl, status),
          }))}
          onChange={(value) => grid.setFilter('status', value)}
        />
        <GridFilter
          label={t('admin.leads.filter.assignee')}
          value={query.filters.assignee}
          options={assigneeOptions}
          onChange={(value) => grid.setFilter('assignee', value)}
        />
        <GridDayFilter
          label={t('admin.leads.filter.from')}
          value={query.filters.from}
          onChange={(value) => grid.setFilter('from', value)}
        />
        <GridDayFilter
          label={t('admin.leads.filter.to')}
          value={query.filters.to}
          onChange={(value) => grid.setFilter('to', value)}
        />
        <GridInstantFilter
          label={t('admin.leads.filter.since')}
          value={query.filters.since}
          onClear={() => grid.setFilter('since', undefined)}
        />
        <GridInstantFilter
          label={t('admin.leads.filter.before')}
          value={query.filters.before}
          onClear={() => grid.setFilter('before', undefined)}
        />
      </GridToolbar>
      <DataGrid
        caption={title}
        columns={columns}
        sorts={leadsGrid.sorts}
        sort={query.sort}
        direction={query.direction}
        onSort={(sort, direction) => grid.setSort(sort as typeof query.sort, direction)}
        state={data.state}
        onRetry={data.reload}
        rowId={(row) => row.id}
        rowLabel={(row) => row.id}
        empty={<FormattedMessage id="admin.leads.empty" />}
      />
      <GridPagination
        page={query.page}
        pageSize={query.pageSize}
        total={data.state.status === 'ready' ? data.state.data.total : undefined}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
      />
    </div>
  );
}
