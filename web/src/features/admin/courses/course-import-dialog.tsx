import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ImportFormat, type ImportReport } from '../../../../../shared/admin/admin-courses';
import { showToast } from '../../../components/toast-store';
import { AdminDialog, DIALOG_BUTTON, DialogActions } from '../dialogs/admin-dialog';
import { formMessageId } from '../forms/form-messages';
import { importCourses } from './admin-courses-api';
import { courseErrorText } from './course-error-text';

interface CourseImportDialogProps {
  onClose(): void;
  /** The import was written: the grid shows it. */
  onImported(): void;
}

interface ChosenFile {
  name: string;
  format: ImportFormat;
  content: string;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'busy'; dryRun: boolean }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'failed'; message: string };

const formatOf = (name: string): ImportFormat =>
  name.toLowerCase().endsWith('.json') ? 'json' : 'csv';

/**
 * Imports courses from a CSV or JSON file: a dry run first, which lists every bad row with its
 * line and field; only a file without problems can then be imported, all rows or none.
 */
export function CourseImportDialog({ onClose, onImported }: CourseImportDialogProps) {
  const intl = useIntl();
  const fileId = useId();
  const [file, setFile] = useState<ChosenFile | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setStep({ kind: 'choose' });
    if (!chosen) return setFile(undefined);
    setFile({ name: chosen.name, format: formatOf(chosen.name), content: await chosen.text() });
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setStep({ kind: 'busy', dryRun });
    try {
      const report = await importCourses({ format: file.format, content: file.content, dryRun });
      if (report.applied) {
        showToast({
          title: intl.formatMessage(
            { id: 'admin.courses.import.done' },
            { creates: report.creates, updates: report.updates },
          ),
        });
        onImported();
        return;
      }
      setStep({ kind: 'checked', report });
    } catch (error) {
      setStep({ kind: 'failed', message: courseErrorText(error, intl) });
    }
  };

  const report = step.kind === 'checked' ? step.report : undefined;
  const clean = report !== undefined && report.issues.length === 0 && report.rows > 0;

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.courses.import.title' })}
    >
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <FormattedMessage id="admin.courses.import.intro" />
      </p>
      <label
        htmlFor={fileId}
        className="mt-4 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        <FormattedMessage id="admin.courses.import.file" />
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        onChange={(event) => void choose(event)}
        className="mt-1 block w-full text-sm"
      />
      {step.kind === 'busy' && (
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage
            id={step.dryRun ? 'admin.courses.import.checking' : 'admin.courses.import.applying'}
          />
        </p>
      )}
      {step.kind === 'failed' && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {step.message}
        </p>
      )}
      {report && (
        <div className="mt-4 space-y-3 text-sm" aria-live="polite">
          <p className="font-medium">
            <FormattedMessage
              id="admin.courses.import.summary"
              values={{ rows: report.rows, creates: report.creates, updates: report.updates }}
            />
          </p>
          {report.issues.length > 0 ? (
            <div role="alert">
              <p className="font-medium text-red-800 dark:text-red-200">
                <FormattedMessage
                  id="admin.courses.import.issues"
                  values={{ count: report.issues.length }}
                />
              </p>
              <div className="mt-2 max-h-64 overflow-auto rounded border border-slate-200 dark:border-slate-700">
                <table className="w-full text-start text-xs">
                  <caption className="sr-only">
                    <FormattedMessage id="admin.courses.import.issuesCaption" />
                  </caption>
                  <thead className="bg-slate-50 dark:bg-slate-800">
                    <tr>
                      <th scope="col" className="px-2 py-1 text-start">
                        <FormattedMessage id="admin.courses.import.line" />
                      </th>
                      <th scope="col" className="px-2 py-1 text-start">
                        <FormattedMessage id="admin.courses.field.code" />
                      </th>
                      <th scope="col" className="px-2 py-1 text-start">
                        <FormattedMessage id="admin.courses.import.field" />
                      </th>
                      <th scope="col" className="px-2 py-1 text-start">
                        <FormattedMessage id="admin.courses.import.problem" />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.issues.map((issue, index) => (
                      <tr
                        key={`${issue.line}:${issue.field}:${index}`}
                        className="border-t border-slate-200 dark:border-slate-700"
                      >
                        <td className="px-2 py-1">{intl.formatNumber(issue.line)}</td>
                        <td className="px-2 py-1" dir="ltr">
                          {issue.code}
                        </td>
                        <td className="px-2 py-1" dir="ltr">
                          {issue.field}
                        </td>
                        <td className="px-2 py-1">
                          <FormattedMessage id={formMessageId(issue.message)} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="mt-2">
                <FormattedMessage id="admin.courses.error.importHasErrors" />
              </p>
            </div>
          ) : (
            <p>
              <FormattedMessage id="admin.courses.import.ready" />
            </p>
          )}
        </div>
      )}
      <DialogActions>
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={onClose}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <button
          type="button"
          className={clean ? DIALOG_BUTTON.secondary : DIALOG_BUTTON.primary}
          disabled={!file || step.kind === 'busy'}
          onClick={() => void run(true)}
        >
          <FormattedMessage id="admin.courses.import.check" />
        </button>
        {clean && (
          <button type="button" className={DIALOG_BUTTON.primary} onClick={() => void run(false)}>
            <FormattedMessage id="admin.courses.import.apply" values={{ rows: report.rows }} />
          </button>
        )}
      </DialogActions>
    </AdminDialog>
  );
}
