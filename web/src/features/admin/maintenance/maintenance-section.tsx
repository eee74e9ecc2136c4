import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { clearCaches, downloadBackup } from './maintenance-api';
import { maintenanceErrorText } from './maintenance-error-text';
import { RestoreForm } from './restore-form';

const CARD =
  'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/**
 * The super admin's maintenance section (spec §2 super admin screen sections, §6: database
 * backup, clear cache; issue 16 item 6), for the system settings screen: download a backup,
 * restore one into an empty database, clear the caches of every server and browser.
 */
export function MaintenanceSection() {
  const intl = useIntl();
  const [backup, setBackup] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [confirmClear, setConfirmClear] = useState(false);
  const [cleared, setCleared] = useState(false);
  const startBackup = async () => {
    setBackup({ busy: true });
    try {
      await downloadBackup();
      setBackup({ busy: false });
    } catch (error) {
      setBackup({ busy: false, error: maintenanceErrorText(intl, error) });
    }
  };
  return (
    <section aria-labelledby="maintenance-title" className="mt-8 space-y-4">
      <h2 id="maintenance-title" className="text-xl font-semibold">
        <FormattedMessage id="admin.maintenance.title" />
      </h2>
      <div className={CARD}>
        <h3 className="font-semibold">
          <FormattedMessage id="admin.maintenance.backupTitle" />
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.maintenance.backupIntro" />
        </p>
        {backup.error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {backup.error}
          </p>
        )}
        <button
          type="button"
          className={`mt-3 ${DIALOG_BUTTON.primary}`}
          disabled={backup.busy}
          onClick={() => void startBackup()}
        >
          <FormattedMessage
            id={backup.busy ? 'admin.maintenance.backupRunning' : 'admin.maintenance.backup'}
          />
        </button>
      </div>
      <div className={CARD}>
        <h3 className="font-semibold">
          <FormattedMessage id="admin.maintenance.restoreTitle" />
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.maintenance.restoreIntro" />
        </p>
        <RestoreForm />
      </div>
      <div className={CARD}>
        <h3 className="font-semibold">
          <FormattedMessage id="admin.maintenance.clearTitle" />
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.maintenance.clearIntro" />
        </p>
        {cleared && (
          <p role="status" className="mt-2 text-sm text-emerald-800 dark:text-emerald-200">
            <FormattedMessage id="admin.maintenance.cleared" />
          </p>
        )}
        <button
          type="button"
          className={`mt-3 ${DIALOG_BUTTON.secondary}`}
          onClick={() => setConfirmClear(true)}
        >
          <FormattedMessage id="admin.maintenance.clear" />
        </button>
      </div>
      <ConfirmDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={intl.formatMessage({ id: 'admin.maintenance.clearTitle' })}
        body={<FormattedMessage id="admin.maintenance.clearConfirm" />}
        confirmLabel={intl.formatMessage({ id: 'admin.maintenance.clear' })}
        errorText={(error) => maintenanceErrorText(intl, error)}
        onConfirm={async () => {
          setCleared(false);
          await clearCaches();
          setCleared(true);
        }}
      />
    </section>
  );
}
