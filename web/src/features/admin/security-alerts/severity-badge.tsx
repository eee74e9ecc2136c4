import { FormattedMessage } from 'react-intl';
import { type SecurityAlertSeverity } from '../../../../../shared/security-alerts/security-alerts';

const TONE: Record<SecurityAlertSeverity, string> = {
  high: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
  medium:
    'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800',
  low: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
};

/** An alert's severity as a badge: the word is always written, the colour only repeats it. */
export function SeverityBadge({ severity }: { severity: SecurityAlertSeverity }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[severity]}`}
    >
      <FormattedMessage id={`admin.securityAlerts.severity.${severity}`} />
    </span>
  );
}
