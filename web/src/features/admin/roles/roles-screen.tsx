import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RoleView } from '../../../../../shared/admin/roles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { RoleFormDialog } from './role-form-dialog';
import { permissionLabel } from './permission-label';
import { RoleMembers } from './role-members';
import { deleteRole, fetchRoles } from './roles-api';

type Editing =
  { kind: 'create' } | { kind: 'edit'; role: RoleView } | { kind: 'delete'; role: RoleView };

/**
 * /admin/roles: the stored roles, built-in ones read-only, custom ones editable and given to
 * users. Super admins may also put super-admin permissions into a role.
 */
export function RolesScreen({ superadmin }: { superadmin: boolean }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.roles.title' }));
  const [round, setRound] = useState(0);
  const reload = () => setRound((current) => current + 1);
  const state = useRemoteData((signal) => fetchRoles(signal), `roles#${round}`);
  const [editing, setEditing] = useState<Editing>();
  const done = () => {
    setEditing(undefined);
    reload();
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <FormattedMessage id="admin.roles.title" />
        </h1>
        <button
          type="button"
          className={DIALOG_BUTTON.primary}
          onClick={() => setEditing({ kind: 'create' })}
        >
          <FormattedMessage id="admin.roles.create" />
        </button>
      </div>
      <div className="mt-6">
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'failed' && (
          <ErrorState
            message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
            onRetry={reload}
          />
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState message={<FormattedMessage id="admin.roles.empty" />} />
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="space-y-4">
            {state.data.map((role) => (
              <li
                key={role.name}
                className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold">
                      {role.builtIn
                        ? // Built-in roles are the spec's, named in the admin's language.
                          intl.formatMessage({ id: `admin.users.role.${role.name}` as MessageId })
                        : role.name}{' '}
                      {role.builtIn && (
                        <span className="ms-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                          <FormattedMessage id="admin.roles.builtIn" />
                        </span>
                      )}
                    </h2>
                    {role.description && (
                      <p className="text-sm text-slate-700 dark:text-slate-300">
                        {role.description}
                      </p>
                    )}
                  </div>
                  {!role.builtIn && (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={DIALOG_BUTTON.secondary}
                        onClick={() => setEditing({ kind: 'edit', role })}
                      >
                        <FormattedMessage id="admin.roles.editNamed" values={{ name: role.name }} />
                      </button>
                      <button
                        type="button"
                        className={DIALOG_BUTTON.danger}
                        onClick={() => setEditing({ kind: 'delete', role })}
                      >
                        <FormattedMessage
                          id="admin.roles.deleteNamed"
                          values={{ name: role.name }}
                        />
                      </button>
                    </div>
                  )}
                </div>
                <p className="mt-2 text-sm">
                  <FormattedMessage
                    id="admin.roles.permissionCount"
                    values={{ count: role.permissions.length }}
                  />
                </p>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {intl.formatList(
                    role.permissions.map((permission) => permissionLabel(intl, permission)),
                    { type: 'unit' },
                  )}
                </p>
                {!role.builtIn && <RoleMembers role={role} onChanged={reload} />}
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing?.kind === 'create' && (
        <RoleFormDialog
          superadmin={superadmin}
          onClose={() => setEditing(undefined)}
          onSaved={done}
        />
      )}
      {editing?.kind === 'edit' && (
        <RoleFormDialog
          role={editing.role}
          superadmin={superadmin}
          onClose={() => setEditing(undefined)}
          onSaved={done}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          open
          destructive
          onClose={() => setEditing(undefined)}
          title={intl.formatMessage({ id: 'admin.roles.deleteTitle' })}
          body={
            <FormattedMessage id="admin.roles.deleteBody" values={{ name: editing.role.name }} />
          }
          confirmLabel={intl.formatMessage({ id: 'admin.roles.delete' })}
          onConfirm={async () => {
            await deleteRole(editing.role);
            done();
          }}
        />
      )}
    </div>
  );
}
