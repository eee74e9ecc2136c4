import { type ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { type AdminCourse, type CourseAction } from '../../../../../shared/admin/admin-courses';
import { type CourseStatus } from '../../../../../shared/catalog/course-enums';
import { countryName } from '../../../lib/display-names';
import { adminLabel, vocabularyLabel } from './course-labels';
import { CourseRowActions } from './course-row-actions';
import { SiteDate } from '../../../components/site-date';

const STATUS_COLOURS: Record<CourseStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  archived: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

const BADGE = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium';

interface ColumnHandlers {
  onEdit(course: AdminCourse): void;
  onAction(course: AdminCourse, action: CourseAction): void;
}

/** The grid's columns; the ids of sortable ones are the grid definition's sorts. */
export function coursesColumns(
  intl: IntlShape,
  { onEdit, onAction }: ColumnHandlers,
): ColumnDef<AdminCourse, unknown>[] {
  return [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'admin.courses.field.title' }),
      cell: ({ row }) => (
        <div className="max-w-xs whitespace-normal">
          <span className="font-medium" lang={row.original.contentLanguage}>
            {row.original.title}
          </span>
          {row.original.origin === 'sample' && (
            <span
              className={`${BADGE} ms-2 bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100`}
            >
              <FormattedMessage id="admin.courses.sampleBadge" />
            </span>
          )}
          <div
            className="text-xs text-slate-600 dark:text-slate-400"
            lang={row.original.contentLanguage}
          >
            {row.original.provider.name}
          </div>
        </div>
      ),
    },
    {
      id: 'code',
      header: intl.formatMessage({ id: 'admin.courses.field.code' }),
      cell: ({ row }) => <span dir="ltr">{row.original.code}</span>,
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'admin.courses.field.status' }),
      cell: ({ row }) => (
        <span className={`${BADGE} ${STATUS_COLOURS[row.original.status]}`}>
          {adminLabel(intl, 'status', row.original.status)}
        </span>
      ),
    },
    {
      id: 'level',
      header: intl.formatMessage({ id: 'catalog.filter.level' }),
      cell: ({ row }) => vocabularyLabel(intl, 'level', row.original.level),
    },
    {
      id: 'country',
      header: intl.formatMessage({ id: 'catalog.filter.country' }),
      cell: ({ row }) => countryName(row.original.country, intl.locale),
    },
    {
      id: 'applicationDeadline',
      header: intl.formatMessage({ id: 'admin.courses.field.applicationDeadline' }),
      cell: ({ row }) => <SiteDate value={row.original.applicationDeadline} timeZone="UTC" />,
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage({ id: 'admin.courses.field.updatedAt' }),
      cell: ({ row }) => <SiteDate value={row.original.updatedAt} withTime />,
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'admin.grid.actions' }),
      cell: ({ row }) => (
        <CourseRowActions
          course={row.original}
          onEdit={() => onEdit(row.original)}
          onAction={(action) => onAction(row.original, action)}
        />
      ),
    },
  ];
}
