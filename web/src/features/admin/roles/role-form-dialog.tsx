import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  createRoleSchema,
  type RoleView,
  superadminOnlyPermissions,
} from '../../../../../shared/admin/roles';
import { PERMISSIONS, type Permission } from '../../../../../shared/auth/permissions';
import { callErrorText } from '../../../data/api-client';
import { AdminDialog, DialogFormFooter } from '../dialogs/admin-dialog';
import { FormCheckboxGroup } from '../forms/form-checkbox-group';
import { formMessageId } from '../forms/form-messages';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { permissionLabel } from './permission-label';
import { createRole, updateRole } from './roles-api';

interface RoleFormDialogProps {
  /** The role to edit; none to create one. */
  role?: RoleView;
  /** Super admins may grant every permission; admins all but the super-admin ones. */
  superadmin: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a custom role: name (new roles only), description and permissions. */
export function RoleFormDialog({ role, superadmin, onClose, onSaved }: RoleFormDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(createRoleSchema, {
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: role?.permissions ?? [],
  });
  const options = PERMISSIONS.map((permission) => ({
    value: permission,
    label: permissionLabel(intl, permission),
    disabled: !superadmin && superadminOnlyPermissions([permission]).length > 0,
  }));
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      if (role) {
        const { description, permissions } = values;
        await updateRole(role.name, {
          description,
          permissions: permissions as Permission[],
          revision: role.revision,
        });
      } else {
        await createRole(values);
      }
      onSaved();
    } catch (error) {
      if (form.showServerIssues(error)) return;
      const message = error instanceof Error ? error.message : '';
      const known = formMessageId(message);
      setFailure(
        known === 'leads.error.invalidFormat'
          ? callErrorText(error, (id) => intl.formatMessage({ id }))
          : intl.formatMessage({ id: known }),
      );
    }
  });
  return (
    <AdminDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: role ? 'admin.roles.edit' : 'admin.roles.create' })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {!role && (
          <FormTextField
            control={form.control}
            name="name"
            labelId="admin.roles.name"
            hintId="admin.roles.nameHint"
          />
        )}
        <FormTextField
          control={form.control}
          name="description"
          labelId="admin.roles.description"
          multiline
        />
        <FormCheckboxGroup
          control={form.control}
          name="permissions"
          legendId="admin.roles.permissions"
          options={options}
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
