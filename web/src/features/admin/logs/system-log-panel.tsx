import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOG_LEVELS } from '../../../../../shared/admin/system-logs';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { useRemoteData } from '../../../lib/use-remote-data';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { LogFilters } from './log-filters';
import { clearSystemLogs, downloadCsv, fetchSystemLogs, SYSTEM_LOGS_PATH } from './logs-api';
import { useLogQuery } from './use-log-query';
import { SiteDate } from '../../../components/site-date';

const FILTERS = ['level', 'module', 'user', 'q'] as const;

/** The system log (spec §3 Log entry): filters, table, download and clear. */
export function SystemLogPanel() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { values, query, change } = useLogQuery(FILTERS);
  const [round, setRound] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const state = useRemoteData((signal) => fetchSystemLogs(query, signal), `${query}#${round}`);
  const levelOptions = [
    { value: '', label: t('admin.grid.filterAll') },
    ...LOG_LEVELS.map((level) => ({
      value: level,
      label: t(`admin.logs.level.${level}` as MessageId),
    })),
  ];
  const download = () =>
    downloadCsv(
      SYSTEM_LOGS_PATH,
      query,
      `system-logs-${values.get('from')}-${values.get('to')}.csv`,
    ).catch((error: unknown) => setFailure(callErrorText(error, t)));
  return (
    <section aria-labelledby="system-log-heading">
      <h2 id="system-log-heading" className="sr-only">
        <FormattedMessage id="admin.logs.system" />
      </h2>
      <LogFilters
        values={values}
        onChange={change}
        fields={[
          { name: 'from', labelId: 'admin.logs.from', type: 'date' },
          { name: 'to', labelId: 'admin.logs.to', type: 'date' },
          { name: 'level', labelId: 'admin.logs.levelFilter', options: levelOptions },
          { name: 'module', labelId: 'admin.logs.module' },
          { name: 'user', labelId: 'admin.logs.user' },
          { name: 'q', labelId: 'admin.logs.search' },
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={() => void download()}>
          <FormattedMessage id="admin.logs.download" />
        </button>
        <button type="button" className={DIALOG_BUTTON.danger} onClick={() => setConfirming(true)}>
          <FormattedMessage id="admin.logs.clear" />
        </button>
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="mt-4">
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'failed' && (
          <ErrorState
            message={callErrorText(state.error, t)}
            onRetry={() => setRound((n) => n + 1)}
          />
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState message={<FormattedMessage id="admin.logs.empty" />} />
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={t('admin.logs.system')}
          >
            <table className="min-w-full text-start text-sm">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  {(
                    [
                      'timestamp',
                      'levelFilter',
                      'message',
                      'user',
                      'ip',
                      'action',
                      'module',
                      'details',
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col" className="px-2 py-2 text-start font-semibold">
                      <FormattedMessage id={`admin.logs.${column}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {state.data.map((entry) => (
                  <tr
                    key={entry.id}
                    className="border-b border-slate-100 align-top dark:border-slate-800"
                  >
                    <td className="whitespace-nowrap px-2 py-1.5">
                      {<SiteDate value={entry.timestamp} withTime seconds />}
                    </td>
                    <td className="px-2 py-1.5">
                      {t(`admin.logs.level.${entry.level}` as MessageId)}
                    </td>
                    <td className="px-2 py-1.5">{entry.message}</td>
                    <td className="break-all px-2 py-1.5 font-mono text-xs">{entry.user}</td>
                    <td className="px-2 py-1.5 font-mono text-xs">{entry.ip}</td>
                    <td className="break-all px-2 py-1.5 font-mono text-xs" dir="ltr">
                      {entry.action}
                    </td>
                    <td className="px-2 py-1.5">{entry.module}</td>
                    <td className="max-w-xs break-all px-2 py-1.5 font-mono text-xs" dir="ltr">
                      {entry.details}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        destructive
        onClose={() => setConfirming(false)}
        title={t('admin.logs.clearTitle')}
        body={
          <FormattedMessage
            id="admin.logs.clearBody"
            values={{ from: values.get('from'), to: values.get('to') }}
          />
        }
        confirmLabel={t('admin.logs.clear')}
        onConfirm={async () => {
          await clearSystemLogs(values.get('from')!, values.get('to')!);
          setRound((n) => n + 1);
        }}
      />
    </section>
  );
}
