import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AddedAdmin, type AdminAccount } from '../../../../../shared/admin/admin-accounts';
import { ADMIN_PERMISSIONS } from '../../../../../shared/auth/permissions';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { SiteDate } from '../../../components/site-date';
import { callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { permissionLabel } from '../roles/permission-label';
import { AddAdminDialog } from './add-admin-dialog';
import { AdminAccountActions, type AdminAction } from './admin-account-actions';
import { fetchAdmins } from './admin-accounts-api';

const TERM = 'font-medium text-slate-600 dark:text-slate-300';

interface AdminAccountsScreenProps {
  /** The signed-in super admin: their own card offers no change (they cannot demote themselves). */
  meId: string | undefined;
}

/**
 * /admin/manage-admins (spec §2, §6; issue 16 item 1): the admins and super admins with their
 * permissions and last sign-in; add (promote or invite), change role, set permissions, remove.
 */
export function AdminAccountsScreen({ meId }: AdminAccountsScreenProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.admins.title' }));
  const [round, setRound] = useState(0);
  const reload = () => setRound((current) => current + 1);
  const state = useRemoteData((signal) => fetchAdmins(signal), `admins#${round}`);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<AddedAdmin>();
  const [action, setAction] = useState<AdminAction>();
  const onAdded = (result: AddedAdmin) => {
    setAdding(false);
    setAdded(result);
    reload();
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <FormattedMessage id="admin.admins.title" />
        </h1>
        <button type="button" className={DIALOG_BUTTON.primary} onClick={() => setAdding(true)}>
          <FormattedMessage id="admin.admins.add" />
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.admins.intro" />
      </p>
      {added && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <FormattedMessage
            id={added.invited ? 'admin.admins.invited' : 'admin.admins.promoted'}
            values={{ email: <bdi>{added.admin.email}</bdi> }}
          />
        </p>
      )}
      <div className="mt-6">
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'failed' && (
          <ErrorState
            message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
            onRetry={reload}
          />
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState message={<FormattedMessage id="admin.admins.empty" />} />
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="space-y-4">
            {state.data.map((admin) => (
              <AdminCard
                key={admin.id}
                admin={admin}
                isSelf={admin.id === meId}
                onAction={(kind) => setAction({ kind, admin })}
              />
            ))}
          </ul>
        )}
      </div>
      {adding && <AddAdminDialog onClose={() => setAdding(false)} onAdded={onAdded} />}
      {action && (
        <AdminAccountActions action={action} onClose={() => setAction(undefined)} onDone={reload} />
      )}
    </div>
  );
}

interface AdminCardProps {
  admin: AdminAccount;
  isSelf: boolean;
  onAction(kind: AdminAction['kind']): void;
}

function AdminCard({ admin, isSelf, onAction }: AdminCardProps) {
  const intl = useIntl();
  const name = admin.name || admin.email;
  return (
    <li
      data-testid="admin-account"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-lg font-semibold">
          <bdi>{name}</bdi>{' '}
          <span className="ms-2 rounded bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">
            <FormattedMessage id={`admin.users.role.${admin.role}`} />
          </span>
          {isSelf && (
            <span className="ms-2 text-sm font-normal text-slate-700 dark:text-slate-300">
              <FormattedMessage id="admin.admins.you" />
            </span>
          )}
        </h2>
        {!isSelf && (
          <div className="flex flex-wrap gap-2">
            {admin.role === 'admin' && (
              <button
                type="button"
                className={DIALOG_BUTTON.secondary}
                onClick={() => onAction('permissions')}
              >
                <FormattedMessage id="admin.admins.setPermissionsNamed" values={{ name }} />
              </button>
            )}
            <button
              type="button"
              className={DIALOG_BUTTON.secondary}
              onClick={() => onAction('role')}
            >
              <FormattedMessage
                id={
                  admin.role === 'admin'
                    ? 'admin.admins.makeSuperadminNamed'
                    : 'admin.admins.makeAdminNamed'
                }
                values={{ name }}
              />
            </button>
            <button
              type="button"
              className={DIALOG_BUTTON.danger}
              onClick={() => onAction('remove')}
            >
              <FormattedMessage id="admin.admins.removeNamed" values={{ name }} />
            </button>
          </div>
        )}
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <dt className={TERM}>
          <FormattedMessage id="admin.admins.email" />
        </dt>
        <dd className="break-all sm:col-span-2">
          <bdi dir="ltr">{admin.email}</bdi>
        </dd>
        <dt className={TERM}>
          <FormattedMessage id="admin.admins.permissions" />
        </dt>
        <dd className="sm:col-span-2">
          {admin.restricted ? (
            <FormattedMessage
              id="admin.admins.permissionsSome"
              values={{ count: admin.permissions.length, total: ADMIN_PERMISSIONS.length }}
            />
          ) : (
            <FormattedMessage id="admin.admins.permissionsAll" />
          )}
        </dd>
        <dt className={TERM}>
          <FormattedMessage id="admin.admins.lastSignIn" />
        </dt>
        <dd className="sm:col-span-2">
          {admin.status === 'pending' ? (
            <FormattedMessage id="admin.admins.neverSignedIn" />
          ) : (
            <SiteDate value={admin.lastLoginAt} withTime />
          )}
        </dd>
      </dl>
      {admin.restricted && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {intl.formatList(
            admin.permissions.map((permission) => permissionLabel(intl, permission)),
            { type: 'unit' },
          )}
        </p>
      )}
    </li>
  );
}
