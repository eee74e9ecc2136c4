import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PendingPatches } from '../../../../../shared/security-alerts/security-alerts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { SiteDate } from '../../../components/site-date';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { useRemoteData } from '../../../lib/use-remote-data';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { fetchPendingPatches, refreshPendingPatches } from './security-alerts-api';

const COLUMNS = ['package', 'installed', 'advisory', 'severity', 'summary', 'fixed'] as const;

/**
 * Pending patches (spec §6 superadmin): the advisories published against the packages this build
 * runs, from the server's cached check, with a button to check again now.
 */
export function PendingPatchesSection() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [round, setRound] = useState(0);
  const state = useRemoteData(fetchPendingPatches, `patches#${round}`);
  const [fresh, setFresh] = useState<{ round: number; result: PendingPatches }>();
  const [refresh, setRefresh] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const result =
    fresh?.round === round ? fresh.result : state.status === 'ready' ? state.data : undefined;
  const checkNow = async () => {
    setRefresh({ busy: true });
    try {
      setFresh({ round, result: await refreshPendingPatches() });
      setRefresh({ busy: false });
    } catch (error) {
      setRefresh({ busy: false, error: callErrorText(error, t) });
    }
  };
  return (
    <section aria-labelledby="pending-patches-title" className="mt-8 space-y-4">
      <h2 id="pending-patches-title" className="text-xl font-semibold">
        <FormattedMessage id="admin.patches.title" />
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.patches.intro" />
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={DIALOG_BUTTON.primary}
          disabled={refresh.busy}
          onClick={() => void checkNow()}
        >
          <FormattedMessage
            id={refresh.busy ? 'admin.patches.checking' : 'admin.patches.checkNow'}
          />
        </button>
        {result?.checkedAt && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <FormattedMessage
              id="admin.patches.checkedAt"
              values={{ when: <SiteDate value={result.checkedAt} withTime /> }}
            />
          </p>
        )}
      </div>
      {refresh.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refresh.error}
        </p>
      )}
      {!result && state.status === 'loading' && <LoadingState />}
      {!result && state.status === 'failed' && (
        <ErrorState
          message={callErrorText(state.error, t)}
          onRetry={() => setRound((n) => n + 1)}
        />
      )}
      {result?.status === 'unavailable' && (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <FormattedMessage id="admin.patches.unavailable" />
        </div>
      )}
      {result?.status === 'checked' && result.advisories.length === 0 && (
        <EmptyState
          message={
            <FormattedMessage id="admin.patches.none" values={{ count: result.packagesChecked }} />
          }
        />
      )}
      {result?.status === 'checked' && result.advisories.length > 0 && (
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={t('admin.patches.title')}
        >
          <table className="min-w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-start font-semibold">
                    <FormattedMessage id={`admin.patches.column.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.advisories.map((advisory) => (
                <tr
                  key={`${advisory.package}@${advisory.installedVersion}/${advisory.advisoryId}`}
                  className="border-b border-slate-100 align-top dark:border-slate-800"
                >
                  <td className="px-2 py-2 font-medium" dir="ltr">
                    {advisory.package}
                  </td>
                  <td className="px-2 py-2" dir="ltr">
                    {advisory.installedVersion}
                  </td>
                  <td className="px-2 py-2" dir="ltr">
                    {advisory.advisoryId}
                  </td>
                  <td className="px-2 py-2">
                    <FormattedMessage id={`admin.patches.severity.${advisory.severity}`} />
                  </td>
                  <td className="px-2 py-2">{advisory.summary}</td>
                  <td className="px-2 py-2" dir="ltr">
                    {advisory.fixedVersions.length > 0
                      ? advisory.fixedVersions.join(', ')
                      : t('admin.patches.noFix')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
