import { type ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  contentGrid,
  contentRowSchema,
  type ContentRow,
} from '../../../../../shared/admin-content/admin-content';
import { CONTENT_STATUSES, CONTENT_TYPES } from '../../../../../shared/content/content-item';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { type MessageId } from '../../../i18n/messages';
import { DataGrid } from '../grid/data-grid';
import { GridPagination } from '../grid/grid-pagination';
import { GridFilter, GridSearch, GridToolbar } from '../grid/grid-toolbar';
import { useGridData } from '../grid/use-grid-data';
import { useGridQuery } from '../grid/use-grid-query';
import { CONTENT_ADMIN_ENDPOINT } from './content-admin-api';
import { CONTENT_STATUS_LABELS, CONTENT_TYPE_LABELS, contentPaths } from './content-labels';
import { SiteDate } from '../../../components/site-date';

const NEW_ITEM_LINK =
  'inline-flex items-center rounded-md bg-indigo-600 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-700';

/** /admin/content: every content item, searchable and filtered by type, status and language. */
export function ContentGridScreen() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const grid = useGridQuery(contentGrid);
  const { state, reload } = useGridData(CONTENT_ADMIN_ENDPOINT, grid.params, contentRowSchema);
  const { query } = grid;

  const columns: ColumnDef<ContentRow, unknown>[] = [
    {
      id: 'title',
      header: t('admin.content.column.title'),
      cell: ({ row }) => (
        <Link
          to={contentPaths.edit(row.original.slug)}
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          <bdi>{row.original.title}</bdi>
        </Link>
      ),
    },
    {
      id: 'slug',
      header: t('admin.content.column.slug'),
      cell: ({ row }) => <bdi dir="ltr">/{row.original.slug}</bdi>,
    },
    {
      id: 'type',
      header: t('admin.content.column.type'),
      cell: ({ row }) => t(CONTENT_TYPE_LABELS[row.original.type]),
    },
    {
      id: 'status',
      header: t('admin.content.column.status'),
      cell: ({ row }) => (
        <>
          {t(CONTENT_STATUS_LABELS[row.original.status])}
          {row.original.scheduledAt && (
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              <FormattedMessage
                id="admin.content.scheduledFor"
                values={{
                  time: <SiteDate value={row.original.scheduledAt} withTime />,
                }}
              />
            </span>
          )}
        </>
      ),
    },
    {
      id: 'languages',
      header: t('admin.content.column.languages'),
      cell: ({ row }) => row.original.languages.map((code) => code.toUpperCase()).join(' · '),
    },
    {
      id: 'updatedAt',
      header: t('admin.content.column.updated'),
      cell: ({ row }) => <SiteDate value={row.original.updatedAt} />,
    },
  ];

  return (
    <section className="mx-auto max-w-6xl p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">
          <FormattedMessage id="admin.nav.content" />
        </h1>
        <Link to={contentPaths.create} className={NEW_ITEM_LINK}>
          <FormattedMessage id="admin.content.new" />
        </Link>
      </div>
      <GridToolbar>
        <GridSearch value={query.q} onSearch={grid.setSearch} label={t('admin.content.search')} />
        <GridFilter
          label={t('admin.content.column.type')}
          value={query.filters.type}
          options={CONTENT_TYPES.map((value) => ({ value, label: t(CONTENT_TYPE_LABELS[value]) }))}
          onChange={(value) => grid.setFilter('type', value)}
        />
        <GridFilter
          label={t('admin.content.column.status')}
          value={query.filters.status}
          options={CONTENT_STATUSES.map((value) => ({
            value,
            label: t(CONTENT_STATUS_LABELS[value]),
          }))}
          onChange={(value) => grid.setFilter('status', value)}
        />
        <GridFilter
          label={t('admin.content.column.language')}
          value={query.filters.language}
          options={LANGUAGES.map((language) => ({
            value: language.code,
            label: language.nativeName,
          }))}
          onChange={(value) => grid.setFilter('language', value)}
        />
      </GridToolbar>
      <DataGrid
        caption={t('admin.nav.content')}
        columns={columns}
        sorts={contentGrid.sorts}
        sort={query.sort}
        direction={query.direction}
        onSort={grid.setSort}
        state={state}
        onRetry={reload}
        rowId={(row) => row.slug}
        rowLabel={(row) => row.title}
        empty={<FormattedMessage id="admin.content.empty" />}
      />
      <GridPagination
        page={query.page}
        pageSize={query.pageSize}
        total={state.status === 'ready' ? state.data.total : undefined}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
      />
    </section>
  );
}
