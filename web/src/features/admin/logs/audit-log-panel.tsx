import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { useRemoteData } from '../../../lib/use-remote-data';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { LogFilters } from './log-filters';
import { AUDIT_LOG_PATH, downloadCsv, fetchAuditLog } from './logs-api';
import { useLogQuery } from './use-log-query';
import { SiteDate } from '../../../components/site-date';

const FILTERS = ['actor', 'action', 'resource'] as const;
const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

/** The audit log: who did what to which resource, before and after, from where and when. */
export function AuditLogPanel() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { values, query, change } = useLogQuery(FILTERS);
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<string>();
  const state = useRemoteData((signal) => fetchAuditLog(query, signal), `${query}#${round}`);
  const download = () =>
    downloadCsv(
      AUDIT_LOG_PATH,
      query,
      `audit-log-${values.get('from')}-${values.get('to')}.csv`,
    ).catch((error: unknown) => setFailure(callErrorText(error, t)));
  return (
    <section aria-labelledby="audit-log-heading">
      <h2 id="audit-log-heading" className="sr-only">
        <FormattedMessage id="admin.logs.audit" />
      </h2>
      <LogFilters
        values={values}
        onChange={change}
        fields={[
          { name: 'from', labelId: 'admin.logs.from', type: 'date' },
          { name: 'to', labelId: 'admin.logs.to', type: 'date' },
          { name: 'actor', labelId: 'admin.logs.actor' },
          { name: 'action', labelId: 'admin.logs.action' },
          { name: 'resource', labelId: 'admin.logs.resource' },
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={() => void download()}>
          <FormattedMessage id="admin.logs.download" />
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
            aria-label={t('admin.logs.audit')}
          >
            <table className="min-w-full text-start text-sm">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  {(
                    ['timestamp', 'actor', 'action', 'resource', 'before', 'after', 'ip'] as const
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
                      {<SiteDate value={entry.at} withTime seconds />}
                    </td>
                    <td className="break-all px-2 py-1.5">{entry.actorEmail || entry.actorId}</td>
                    <td className="px-2 py-1.5 font-mono text-xs" dir="ltr">
                      {entry.action}
                    </td>
                    <td
                      className="break-all px-2 py-1.5 font-mono text-xs"
                      dir="ltr"
                    >{`${entry.resourceType} ${entry.resourceId}`}</td>
                    <td className="max-w-xs break-all px-2 py-1.5 font-mono text-xs" dir="ltr">
                      {json(entry.before)}
                    </td>
                    <td className="max-w-xs break-all px-2 py-1.5 font-mono text-xs" dir="ltr">
                      {json(entry.after)}
                    </td>
                    <td className="px-2 py-1.5 font-mono text-xs">{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
