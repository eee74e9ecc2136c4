import { useState } from 'react';
import { useIntl } from 'react-intl';
import { API_KEY_PERMISSIONS, createApiKeySchema } from '../../../../../shared/api-keys/api-keys';
import { AdminDialog, DialogFormFooter } from '../dialogs/admin-dialog';
import { FormCheckboxGroup } from '../forms/form-checkbox-group';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { apiKeyErrorText } from './api-key-error-text';
import { keyPermissionLabel } from './key-permission-label';
import { createApiKey } from './api-keys-api';
import { IssuedSecret } from './issued-secret';

interface CreateApiKeyDialogProps {
  onClose(): void;
  /** The key exists: the list reloads (the dialog stays open on the value until Done). */
  onCreated(): void;
}

/** Names a new key, its permissions and limits; then shows its value once. */
export function CreateApiKeyDialog({ onClose, onCreated }: CreateApiKeyDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const form = useAdminForm(createApiKeySchema, {
    name: '',
    permissions: ['catalog:read'],
    requestsPerHour: 1000,
    requestsPerDay: 10000,
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const issued = await createApiKey(values);
      setSecret(issued.secret);
      onCreated();
    } catch (error) {
      if (form.showServerIssues(error)) return;
      setFailure(apiKeyErrorText(intl, error));
    }
  });
  return (
    <AdminDialog open onClose={onClose} title={intl.formatMessage({ id: 'admin.apiKeys.create' })}>
      {secret ? (
        <IssuedSecret secret={secret} onDone={onClose} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormTextField control={form.control} name="name" labelId="admin.apiKeys.name" />
          <FormCheckboxGroup
            control={form.control}
            name="permissions"
            legendId="admin.apiKeys.permissions"
            options={API_KEY_PERMISSIONS.map((permission) => ({
              value: permission,
              label: keyPermissionLabel(intl, permission),
            }))}
          />
          <FormTextField
            control={form.control}
            name="requestsPerHour"
            labelId="admin.apiKeys.requestsPerHour"
            type="number"
          />
          <FormTextField
            control={form.control}
            name="requestsPerDay"
            labelId="admin.apiKeys.requestsPerDay"
            type="number"
          />
          <DialogFormFooter
            failure={failure}
            onCancel={onClose}
            submitId="admin.apiKeys.createSubmit"
            submitting={form.formState.isSubmitting}
          />
        </form>
      )}
    </AdminDialog>
  );
}
