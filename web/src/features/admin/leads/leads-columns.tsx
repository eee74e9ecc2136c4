import { type ColumnDef } from '@tanstack/react-table';
import { type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { type LeadRow } from '../../../../../shared/leads/inbox';
import { kindLabel, moderationLabel, statusLabel } from './lead-labels';
import { SiteDate } from '../../../components/site-date';

const STATUS_TONE: Record<LeadRow['status'], string> = {
  new: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  contacted: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  converted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** The inbox's columns; the ids of the sortable ones are the grid's sorts. */
export function leadsColumns(intl: IntlShape, search: string): ColumnDef<LeadRow, unknown>[] {
  const t = (id: string) => intl.formatMessage({ id: id as 'admin.leads.title' });
  return [
    {
      id: 'createdAt',
      header: t('admin.leads.column.received'),
      cell: ({ row }) => <SiteDate value={row.original.createdAt} withTime />,
    },
    {
      id: 'reference',
      header: t('admin.leads.column.reference'),
      cell: ({ row }) => (
        <Link
          to={{ pathname: `/admin/leads/${row.original.id}`, search }}
          className="font-mono font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          {row.original.id}
        </Link>
      ),
    },
    {
      id: 'kind',
      header: t('admin.leads.column.kind'),
      cell: ({ row }) => (
        <>
          {kindLabel(intl, row.original.kind)}
          {row.original.moderation && (
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {moderationLabel(intl, row.original.moderation)}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'name',
      header: t('admin.leads.column.name'),
      cell: ({ row }) => <bdi>{row.original.name || t('admin.leads.noName')}</bdi>,
    },
    {
      id: 'email',
      header: t('admin.leads.column.email'),
      cell: ({ row }) => <bdi>{row.original.email}</bdi>,
    },
    {
      id: 'status',
      header: t('admin.leads.column.status'),
      cell: ({ row }) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[row.original.status]}`}
        >
          {statusLabel(intl, row.original.status)}
        </span>
      ),
    },
    {
      id: 'assignee',
      header: t('admin.leads.column.assignee'),
      cell: ({ row }) => <bdi>{row.original.assigneeEmail ?? t('admin.leads.nobody')}</bdi>,
    },
  ];
}
