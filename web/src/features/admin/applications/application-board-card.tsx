import { FormattedMessage } from 'react-intl';
import { type ApplicationBoardRow } from '../../../../../shared/applications/application';
import { ApplicationStatusBadge } from '../../../components/applications/application-status-badge';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';

interface ApplicationBoardCardProps {
  row: ApplicationBoardRow;
  selected: boolean;
  onOpen: (id: string) => void;
}

/** One application on the board: student, programme, status, last change; opens its detail. */
export function ApplicationBoardCard({ row, selected, onOpen }: ApplicationBoardCardProps) {
  const format = useSiteDateFormat();
  return (
    <li data-application={row.id}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onOpen(row.id)}
        className={`w-full rounded-lg border p-3 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800 ${
          selected
            ? 'border-indigo-600 bg-indigo-50 dark:bg-indigo-950'
            : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
        }`}
      >
        <span className="flex flex-wrap items-start justify-between gap-2">
          <span className="min-w-0 font-semibold text-slate-900 dark:text-slate-100">
            <bdi>{row.studentName}</bdi>
          </span>
          <ApplicationStatusBadge status={row.status} />
        </span>
        <span className="mt-1 block text-sm text-slate-800 dark:text-slate-200">
          <bdi>{row.courseTitle}</bdi>
        </span>
        <span className="mt-1 block text-xs text-slate-700 dark:text-slate-300">
          <FormattedMessage
            id="admin.applications.updated"
            values={{ date: format.dateTime(row.updatedAt) }}
          />
        </span>
      </button>
    </li>
  );
}
