import { FormattedMessage } from 'react-intl';
import { type ApplicationStatus } from '../../../../shared/applications/application-status';

const TONE: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  in_review: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  rejected: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
  waitlisted: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  completed: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** Spec §3's application status, in words (never by colour alone). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-status={status}
    >
      <FormattedMessage id={`applications.status.${status}`} />
    </span>
  );
}
