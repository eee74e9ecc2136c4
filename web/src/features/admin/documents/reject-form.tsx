import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reviewDocumentSchema } from '../../../../../shared/documents/document';
import { documentErrorText } from '../../../components/documents/document-error-text';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { reviewVersion } from './admin-documents-api';

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
const DANGER =
  'rounded-md bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800 disabled:opacity-60';

interface RejectFormProps {
  versionId: string;
  onRejected(): void;
  onCancel(): void;
}

/** Rejecting a version needs a reason: the student reads it with the request for a new one. */
export function RejectForm({ versionId, onRejected, onCancel }: RejectFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(reviewDocumentSchema, { decision: 'rejected', reason: '' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await reviewVersion(versionId, values);
      onRejected();
    } catch (error) {
      if (!form.showServerIssues(error)) setFailure(documentErrorText(intl, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-2">
      <FormTextField
        control={form.control}
        name="reason"
        labelId="admin.documents.reject.reason"
        multiline
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={DANGER} disabled={form.formState.isSubmitting}>
          <FormattedMessage id="admin.documents.reject.submit" />
        </button>
        <button type="button" className={BUTTON} onClick={onCancel}>
          <FormattedMessage id="admin.documents.cancel" />
        </button>
      </div>
    </form>
  );
}
