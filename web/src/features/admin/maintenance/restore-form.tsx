import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type RestoreResult,
  restoreTargetSchema,
} from '../../../../../shared/maintenance/maintenance';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { restoreBackup } from './maintenance-api';
import { maintenanceErrorText } from './maintenance-error-text';

/** Restores a downloaded archive into a new, empty database beside the running one. */
export function RestoreForm() {
  const intl = useIntl();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [fileMissing, setFileMissing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [result, setResult] = useState<RestoreResult>();
  const form = useAdminForm(restoreTargetSchema, { database: '' });
  const submit = form.handleSubmit(async ({ database }) => {
    setFailure(undefined);
    setResult(undefined);
    if (!file) {
      setFileMissing(true);
      return;
    }
    try {
      setResult(await restoreBackup(file, database));
    } catch (error) {
      if (form.showServerIssues(error)) return;
      setFailure(maintenanceErrorText(intl, error));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 space-y-3">
      <div>
        <label
          htmlFor={fileId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          <FormattedMessage id="admin.maintenance.archive" />
        </label>
        <input
          id={fileId}
          type="file"
          accept=".gz,application/gzip"
          aria-invalid={fileMissing || undefined}
          aria-describedby={fileMissing ? `${fileId}-error` : undefined}
          className="mt-1 block w-full text-sm"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setFileMissing(false);
          }}
        />
        {fileMissing && (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            <FormattedMessage id="auth.field.required" />
          </p>
        )}
      </div>
      <FormTextField
        control={form.control}
        name="database"
        labelId="admin.maintenance.database"
        hintId="admin.maintenance.databaseHint"
        autoComplete="off"
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {result && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
          <FormattedMessage
            id="admin.maintenance.restored"
            values={{
              database: <bdi dir="ltr">{result.database}</bdi>,
              collections: Object.keys(result.collections).length,
              documents: Object.values(result.collections).reduce((sum, count) => sum + count, 0),
            }}
          />
        </p>
      )}
      <button
        type="submit"
        className={DIALOG_BUTTON.secondary}
        disabled={form.formState.isSubmitting}
      >
        <FormattedMessage id="admin.maintenance.restore" />
      </button>
    </form>
  );
}
