import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ADMIN_ACCOUNT_ROLES,
  addAdminSchema,
  type AddedAdmin,
} from '../../../../../shared/admin/admin-accounts';
import { AdminDialog, DialogFormFooter } from '../dialogs/admin-dialog';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { adminAccountErrorText } from './admin-account-error-text';
import { addAdmin } from './admin-accounts-api';

interface AddAdminDialogProps {
  onClose(): void;
  /** The account was promoted or invited: the list reloads and the screen says which. */
  onAdded(added: AddedAdmin): void;
}

/** Promotes a user by their address, or invites a new one (spec §6: add admin accounts). */
export function AddAdminDialog({ onClose, onAdded }: AddAdminDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(addAdminSchema, { email: '', name: '', role: 'admin' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onAdded(await addAdmin(values));
    } catch (error) {
      if (form.showServerIssues(error)) return;
      setFailure(adminAccountErrorText(intl, error));
    }
  });
  return (
    <AdminDialog open onClose={onClose} title={intl.formatMessage({ id: 'admin.admins.add' })}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormTextField
          control={form.control}
          name="email"
          labelId="admin.admins.email"
          type="email"
          autoComplete="off"
        />
        <FormTextField
          control={form.control}
          name="name"
          labelId="admin.admins.name"
          hintId="admin.admins.nameHint"
          autoComplete="off"
        />
        <FormSelectField
          control={form.control}
          name="role"
          labelId="admin.admins.role"
          options={ADMIN_ACCOUNT_ROLES.map((role) => ({
            value: role,
            label: intl.formatMessage({ id: `admin.users.role.${role}` }),
          }))}
        />
        <DialogFormFooter
          failure={failure}
          onCancel={onClose}
          submitId="admin.admins.addSubmit"
          submitting={form.formState.isSubmitting}
        />
      </form>
    </AdminDialog>
  );
}
