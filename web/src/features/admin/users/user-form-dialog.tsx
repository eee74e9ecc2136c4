import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdminUserRow,
  createUserSchema,
  updateUserSchema,
} from '../../../../../shared/admin/admin-users';
import { ROLES } from '../../../../../shared/auth/roles';
import { showToast } from '../../../components/toast-store';
import { AdminDialog, DIALOG_BUTTON, DialogActions } from '../dialogs/admin-dialog';
import { FormCheckboxGroup } from '../forms/form-checkbox-group';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { createUser, updateUser } from './admin-users-api';
import { userErrorText } from './user-error-text';

interface UserFormDialogProps {
  /** The user to edit; undefined creates one. */
  user?: AdminUserRow;
  /** Whether the admin may grant superadmin (super admins only). */
  mayGrantSuperadmin: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Create or edit a user: name, email, roles (and a first password for a new local login). */
export function UserFormDialog({
  user,
  mayGrantSuperadmin,
  onClose,
  onSaved,
}: UserFormDialogProps) {
  const intl = useIntl();
  const roleOptions = ROLES.map((role) => ({
    value: role,
    label: intl.formatMessage({ id: `admin.users.role.${role}` }),
    disabled: role === 'superadmin' && !mayGrantSuperadmin,
  }));
  const title = intl.formatMessage({
    id: user ? 'admin.users.edit.title' : 'admin.users.create.title',
  });
  return (
    <AdminDialog open onClose={onClose} title={title}>
      {user ? (
        <EditForm user={user} roleOptions={roleOptions} onClose={onClose} onSaved={onSaved} />
      ) : (
        <CreateForm roleOptions={roleOptions} onClose={onClose} onSaved={onSaved} />
      )}
    </AdminDialog>
  );
}

interface FormProps {
  roleOptions: { value: string; label: string; disabled: boolean }[];
  onClose(): void;
  onSaved(): void;
}

function CreateForm({ roleOptions, onClose, onSaved }: FormProps) {
  const intl = useIntl();
  const form = useAdminForm(createUserSchema, {
    name: '',
    email: '',
    roles: ['student'],
    password: '',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await createUser(values);
      showToast({ title: intl.formatMessage({ id: 'admin.users.toast.created' }) });
      onSaved();
    } catch (error) {
      if (!form.showServerIssues(error))
        form.setError('root.server', { type: 'server', message: userErrorText(error, intl) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormTextField
        control={form.control}
        name="name"
        labelId="admin.users.field.name"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        labelId="admin.users.field.email"
        autoComplete="off"
      />
      <FormCheckboxGroup
        control={form.control}
        name="roles"
        legendId="admin.users.field.roles"
        options={roleOptions}
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        labelId="admin.users.field.password"
        hintId="admin.users.field.passwordHint"
        autoComplete="new-password"
      />
      <ServerMessage message={form.formState.errors.root?.server?.message} />
      <DialogActions>
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={onClose}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <button
          type="submit"
          className={DIALOG_BUTTON.primary}
          disabled={form.formState.isSubmitting}
        >
          <FormattedMessage id="admin.users.create.submit" />
        </button>
      </DialogActions>
    </form>
  );
}

function EditForm({ user, roleOptions, onClose, onSaved }: FormProps & { user: AdminUserRow }) {
  const intl = useIntl();
  const form = useAdminForm(updateUserSchema, {
    name: user.name,
    email: user.email,
    roles: user.roles,
    revision: user.revision,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateUser(user.id, values);
      showToast({ title: intl.formatMessage({ id: 'admin.users.toast.saved' }) });
      onSaved();
    } catch (error) {
      if (!form.showServerIssues(error))
        form.setError('root.server', { type: 'server', message: userErrorText(error, intl) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormTextField
        control={form.control}
        name="name"
        labelId="admin.users.field.name"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        labelId="admin.users.field.email"
        autoComplete="off"
      />
      <FormCheckboxGroup
        control={form.control}
        name="roles"
        legendId="admin.users.field.roles"
        options={roleOptions}
      />
      <ServerMessage message={form.formState.errors.root?.server?.message} />
      <DialogActions>
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={onClose}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <button
          type="submit"
          className={DIALOG_BUTTON.primary}
          disabled={form.formState.isSubmitting}
        >
          <FormattedMessage id="admin.dialog.save" />
        </button>
      </DialogActions>
    </form>
  );
}

function ServerMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
