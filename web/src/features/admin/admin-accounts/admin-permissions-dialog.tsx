import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type AdminAccount,
  setAdminPermissionsSchema,
} from '../../../../../shared/admin/admin-accounts';
import { ADMIN_PERMISSIONS } from '../../../../../shared/auth/permissions';
import { AdminDialog, DialogFormFooter } from '../dialogs/admin-dialog';
import { FormCheckboxGroup } from '../forms/form-checkbox-group';
import { useAdminForm } from '../forms/use-admin-form';
import { permissionLabel } from '../roles/permission-label';
import { adminAccountErrorText } from './admin-account-error-text';
import { setAdminPermissions } from './admin-accounts-api';

interface AdminPermissionsDialogProps {
  admin: AdminAccount;
  onClose(): void;
  onSaved(): void;
}

/** Chooses which of the admin area's permissions one admin keeps (spec §6: set permissions). */
export function AdminPermissionsDialog({ admin, onClose, onSaved }: AdminPermissionsDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(setAdminPermissionsSchema, { permissions: admin.permissions });
  const title = intl.formatMessage(
    { id: 'admin.admins.permissionsOf' },
    { name: admin.name || admin.email },
  );
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await setAdminPermissions(admin, values.permissions);
      onSaved();
      onClose();
    } catch (error) {
      if (form.showServerIssues(error)) return;
      setFailure(adminAccountErrorText(intl, error));
    }
  });
  return (
    <AdminDialog open onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormCheckboxGroup
          control={form.control}
          name="permissions"
          legendId="admin.admins.permissions"
          options={ADMIN_PERMISSIONS.map((permission) => ({
            value: permission,
            label: permissionLabel(intl, permission),
          }))}
        />
        <DialogFormFooter
          failure={failure}
          onCancel={onClose}
          submitId="admin.dialog.save"
          submitting={form.formState.isSubmitting}
        />
      </form>
    </AdminDialog>
  );
}
