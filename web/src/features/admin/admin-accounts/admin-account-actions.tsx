import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminAccount } from '../../../../../shared/admin/admin-accounts';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { adminAccountErrorText } from './admin-account-error-text';
import { removeAdmin, setAdminRole } from './admin-accounts-api';
import { AdminPermissionsDialog } from './admin-permissions-dialog';

/** A change a super admin started on one account's card. */
export interface AdminAction {
  kind: 'permissions' | 'role' | 'remove';
  admin: AdminAccount;
}

interface AdminAccountActionsProps {
  action: AdminAction;
  onClose(): void;
  onDone(): void;
}

/** The dialog of the chosen change: permissions to tick, or a confirmation. */
export function AdminAccountActions({ action, onClose, onDone }: AdminAccountActionsProps) {
  const intl = useIntl();
  const { admin } = action;
  const name = admin.name || admin.email;
  if (action.kind === 'permissions') {
    return <AdminPermissionsDialog admin={admin} onClose={onClose} onSaved={onDone} />;
  }
  const errorText = (error: unknown) => adminAccountErrorText(intl, error);
  if (action.kind === 'remove') {
    return (
      <ConfirmDialog
        open
        destructive
        onClose={onClose}
        title={intl.formatMessage({ id: 'admin.admins.removeTitle' })}
        body={
          <FormattedMessage id="admin.admins.removeBody" values={{ name: <bdi>{name}</bdi> }} />
        }
        confirmLabel={intl.formatMessage({ id: 'admin.admins.remove' })}
        errorText={errorText}
        onConfirm={async () => {
          await removeAdmin(admin);
          onDone();
        }}
      />
    );
  }
  const next = admin.role === 'admin' ? 'superadmin' : 'admin';
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.admins.roleTitle' })}
      body={
        <FormattedMessage
          id={next === 'superadmin' ? 'admin.admins.toSuperadminBody' : 'admin.admins.toAdminBody'}
          values={{ name: <bdi>{name}</bdi> }}
        />
      }
      confirmLabel={intl.formatMessage({ id: 'admin.admins.changeRole' })}
      errorText={errorText}
      onConfirm={async () => {
        await setAdminRole(admin, next);
        onDone();
      }}
    />
  );
}
