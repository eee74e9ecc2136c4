import { FormattedMessage } from 'react-intl';
import { type DocumentStatus } from '../../../../shared/documents/document';

const TONE: Record<DocumentStatus, string> = {
  missing: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  in_review: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  rejected: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
};

/** A checklist item's status, in words (never by colour alone). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-status={status}
    >
      <FormattedMessage id={`documents.status.${status}`} />
    </span>
  );
}
