import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  SECURITY_ALERT_SEVERITIES,
  type SecurityAlertView,
} from '../../../../../shared/security-alerts/security-alerts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { useRemoteData } from '../../../lib/use-remote-data';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { SecurityAlertItem } from './security-alert-item';
import { type AlertFilters, fetchAlerts } from './security-alerts-api';

const SELECT =
  'rounded-md border border-slate-300 px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800';

/** Older pages loaded with "Show older", kept per filter choice. */
interface OlderPages {
  key: string;
  alerts: SecurityAlertView[];
  next: number | null;
}

/**
 * The super admin's security alerts (spec §2 super admin screen sections, §6: unusual logins,
 * failed logins, pending patches; issue 16 item 5): newest first, filtered by severity and by
 * whether they were acknowledged, each acknowledged in place.
 */
export function SecurityAlertsSection() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const id = useId();
  const [filters, setFilters] = useState<AlertFilters>({ severity: '', acknowledged: '' });
  const [round, setRound] = useState(0);
  const key = `${filters.severity}|${filters.acknowledged}#${round}`;
  const state = useRemoteData((signal) => fetchAlerts(filters, undefined, signal), key);
  const [older, setOlder] = useState<OlderPages>({ key, alerts: [], next: null });
  const [changed, setChanged] = useState<Record<string, SecurityAlertView>>({});
  const [olderError, setOlderError] = useState<string>();
  const mine = older.key === key ? older : { key, alerts: [], next: null };
  const first = state.status === 'ready' ? state.data : undefined;
  const alerts = first
    ? [...first.alerts, ...mine.alerts].map((alert) => changed[alert.id] ?? alert)
    : [];
  const next = mine.alerts.length > 0 ? mine.next : (first?.next ?? null);
  const loadOlder = async () => {
    if (!next) return;
    setOlderError(undefined);
    try {
      const page = await fetchAlerts(filters, next);
      setOlder({ key, alerts: [...mine.alerts, ...page.alerts], next: page.next });
    } catch (error) {
      setOlderError(callErrorText(error, t));
    }
  };
  const choose = (name: keyof AlertFilters, value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  return (
    <section aria-labelledby="security-alerts-title" className="mt-8 space-y-4">
      <h2 id="security-alerts-title" className="text-xl font-semibold">
        <FormattedMessage id="admin.securityAlerts.title" />
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor={`${id}-severity`} className="text-sm font-medium">
            <FormattedMessage id="admin.securityAlerts.filterSeverity" />
          </label>
          <select
            id={`${id}-severity`}
            className={SELECT}
            value={filters.severity}
            onChange={(event) => choose('severity', event.target.value)}
          >
            <option value="">{t('admin.securityAlerts.filterAll')}</option>
            {SECURITY_ALERT_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {t(`admin.securityAlerts.severity.${severity}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col">
          <label htmlFor={`${id}-acknowledged`} className="text-sm font-medium">
            <FormattedMessage id="admin.securityAlerts.filterAcknowledged" />
          </label>
          <select
            id={`${id}-acknowledged`}
            className={SELECT}
            value={filters.acknowledged}
            onChange={(event) => choose('acknowledged', event.target.value)}
          >
            <option value="">{t('admin.securityAlerts.filterAll')}</option>
            <option value="false">{t('admin.securityAlerts.filterOpen')}</option>
            <option value="true">{t('admin.securityAlerts.filterAcknowledgedOnly')}</option>
          </select>
        </div>
        <button
          type="button"
          className={DIALOG_BUTTON.secondary}
          onClick={() => setRound((n) => n + 1)}
        >
          <FormattedMessage id="admin.securityAlerts.reload" />
        </button>
      </div>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && (
        <ErrorState
          message={callErrorText(state.error, t)}
          onRetry={() => setRound((n) => n + 1)}
        />
      )}
      {state.status === 'ready' && alerts.length === 0 && (
        <EmptyState message={<FormattedMessage id="admin.securityAlerts.empty" />} />
      )}
      {alerts.length > 0 && (
        <ul className="space-y-3" aria-label={t('admin.securityAlerts.title')}>
          {alerts.map((alert) => (
            <SecurityAlertItem
              key={alert.id}
              alert={alert}
              onChange={(updated) =>
                setChanged((current) => ({ ...current, [updated.id]: updated }))
              }
            />
          ))}
        </ul>
      )}
      {olderError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {olderError}
        </p>
      )}
      {next !== null && alerts.length > 0 && (
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={() => void loadOlder()}>
          <FormattedMessage id="admin.securityAlerts.older" />
        </button>
      )}
    </section>
  );
}
