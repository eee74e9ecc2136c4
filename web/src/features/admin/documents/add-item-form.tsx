import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addChecklistItemSchema } from '../../../../../shared/documents/document';
import { documentErrorText } from '../../../components/documents/document-error-text';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { addChecklistItem } from './admin-documents-api';

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

interface AddItemFormProps {
  applicationId: string;
  onAdded(label: string): void;
  onCancel(): void;
}

/** Asks the student for one more document: a new item on the application's checklist. */
export function AddItemForm({ applicationId, onAdded, onCancel }: AddItemFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(addChecklistItemSchema, { label: '' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await addChecklistItem(applicationId, values);
      onAdded(values.label);
    } catch (error) {
      if (!form.showServerIssues(error)) setFailure(documentErrorText(intl, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-2">
      <FormTextField control={form.control} name="label" labelId="admin.documents.addItem.label" />
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON} disabled={form.formState.isSubmitting}>
          <FormattedMessage id="admin.documents.addItem.submit" />
        </button>
        <button type="button" className={BUTTON} onClick={onCancel}>
          <FormattedMessage id="admin.documents.cancel" />
        </button>
      </div>
    </form>
  );
}
