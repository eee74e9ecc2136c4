import { FormattedMessage } from 'react-intl';
import { type SessionStatus } from '../../../../../shared/sessions/session-booking';

const TONE: Record<SessionStatus, string> = {
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  canceled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** Spec §3's session status, in words (never by colour alone). */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      <FormattedMessage id={`sessions.status.${status}`} />
    </span>
  );
}
