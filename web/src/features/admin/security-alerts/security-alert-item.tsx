import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../../../shared/routes/app-paths';
import { type SecurityAlertView } from '../../../../../shared/security-alerts/security-alerts';
import { SiteDate } from '../../../components/site-date';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { acknowledgeAlert } from './security-alerts-api';
import { SeverityBadge } from './severity-badge';

interface SecurityAlertItemProps {
  alert: SecurityAlertView;
  onChange(alert: SecurityAlertView): void;
}

const auditLogLink = (day: string) =>
  `${APP_PATHS.adminLogs}?${new URLSearchParams({ tab: 'audit', from: day, to: day }).toString()}`;

/** One alert: what, against whom, how often and when, who acknowledged it, and its audit entries. */
export function SecurityAlertItem({ alert, onChange }: SecurityAlertItemProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const titleId = `alert-${alert.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const acknowledge = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onChange(await acknowledgeAlert(alert.id));
    } catch (failure) {
      setError(callErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={alert.severity} />
        <h3 id={titleId} className="font-semibold">
          <FormattedMessage id={`admin.securityAlerts.kind.${alert.kind}`} />
        </h3>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">
          <FormattedMessage id="admin.securityAlerts.subject" />
        </dt>
        <dd className="break-all" dir="ltr">
          {alert.subject}
        </dd>
        <dt className="font-medium">
          <FormattedMessage id="admin.securityAlerts.count" />
        </dt>
        <dd>{intl.formatNumber(alert.count)}</dd>
        <dt className="font-medium">
          <FormattedMessage id="admin.securityAlerts.firstSeen" />
        </dt>
        <dd>
          <SiteDate value={alert.firstSeenAt} withTime />
        </dd>
        <dt className="font-medium">
          <FormattedMessage id="admin.securityAlerts.lastSeen" />
        </dt>
        <dd>
          <SiteDate value={alert.lastSeenAt} withTime />
        </dd>
      </dl>
      {alert.auditEntries.length > 0 && (
        <ul
          className="mt-2 flex flex-wrap gap-x-3 text-sm"
          aria-label={t('admin.securityAlerts.auditEntries')}
        >
          {alert.auditEntries.map((entry) => (
            <li key={entry.id}>
              <Link
                className="text-indigo-700 underline dark:text-indigo-300"
                to={auditLogLink(entry.day)}
              >
                <FormattedMessage id="admin.securityAlerts.auditEntry" values={{ id: entry.id }} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {alert.acknowledgedAt ? (
        <p className="mt-3 text-sm text-emerald-800 dark:text-emerald-200">
          <FormattedMessage
            id="admin.securityAlerts.acknowledgedBy"
            values={{
              who: alert.acknowledgedBy ?? '',
              when: <SiteDate value={alert.acknowledgedAt} withTime />,
            }}
          />
        </p>
      ) : (
        <button
          type="button"
          className={`mt-3 ${DIALOG_BUTTON.secondary}`}
          disabled={busy}
          aria-describedby={titleId}
          onClick={() => void acknowledge()}
        >
          <FormattedMessage id="admin.securityAlerts.acknowledge" />
        </button>
      )}
    </li>
  );
}
