import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdvisorApplicationDetail,
  applicationNoteSchema,
} from '../../../../../shared/applications/application';
import { applicationErrorText } from '../../../components/applications/application-error-text';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { addApplicationNote } from './admin-applications-api';

const SUBMIT =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

interface NoteFormProps {
  applicationId: string;
  onAdded(detail: AdvisorApplicationDetail): void;
}

/** A note on the timeline: for the student to read (they are notified) or for advisors only. */
export function NoteForm({ applicationId, onAdded }: NoteFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(applicationNoteSchema, { text: '', visibility: 'internal' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onAdded(await addApplicationNote(applicationId, values));
      form.reset({ text: '', visibility: values.visibility });
    } catch (error) {
      if (!form.showServerIssues(error)) setFailure(applicationErrorText(intl, error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-labelledby="application-note-heading"
    >
      <h3 id="application-note-heading" className="font-semibold">
        <FormattedMessage id="admin.applications.note.title" />
      </h3>
      <FormTextField
        control={form.control}
        name="text"
        labelId="admin.applications.note.text"
        multiline
      />
      <FormSelectField
        control={form.control}
        name="visibility"
        labelId="admin.applications.note.visibility"
        options={[
          {
            value: 'internal',
            label: intl.formatMessage({ id: 'admin.applications.note.internal' }),
          },
          {
            value: 'student',
            label: intl.formatMessage({ id: 'admin.applications.note.student' }),
          },
        ]}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <button type="submit" className={SUBMIT} disabled={form.formState.isSubmitting}>
        <FormattedMessage id="admin.applications.note.submit" />
      </button>
    </form>
  );
}
