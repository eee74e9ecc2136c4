import { type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  adminUserRowSchema,
  type AdminUserRow,
  type BulkUserAction,
  USERS_GRID,
} from '../../../../../shared/admin/admin-users';
import { USER_STATUSES } from '../../../../../shared/auth/auth-state';
import { isSuperadminRoles, ROLES } from '../../../../../shared/auth/roles';
import { showToast } from '../../../components/toast-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { DataGrid } from '../grid/data-grid';
import { GridBulkBar } from '../grid/grid-bulk-bar';
import { GridPagination } from '../grid/grid-pagination';
import { GridFilter, GridInstantFilter, GridSearch, GridToolbar } from '../grid/grid-toolbar';
import { useGridData } from '../grid/use-grid-data';
import { useGridQuery } from '../grid/use-grid-query';
import { useGridSelection } from '../grid/use-grid-selection';
import {
  ADMIN_USERS_ENDPOINT,
  deleteUser,
  runBulk,
  sendPasswordReset,
  setUserStatus,
} from './admin-users-api';
import { UserFormDialog } from './user-form-dialog';
import { userErrorText as userErrorTextFor } from './user-error-text';
import { UserRowActions, type UserAction } from './user-row-actions';
import { SiteDate } from '../../../components/site-date';

type Pending =
  | { kind: 'form'; user?: AdminUserRow }
  | { kind: 'row'; action: Exclude<UserAction, 'edit'>; user: AdminUserRow }
  | { kind: 'bulk'; action: BulkUserAction; count: number };

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-white dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

interface UsersScreenProps {
  /** The signed-in admin: their own row has no suspend or delete, and their roles set what they may grant. */
  me: { sub: string; roles: readonly string[] } | null;
}

/** /admin/users (issue 13 item 4): find users, change them, and act on many at once. */
export function UsersScreen({ me }: UsersScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.nav.users' });
  useDocumentTitle(title);
  const superadmin = isSuperadminRoles(me?.roles ?? []);
  const grid = useGridQuery(USERS_GRID);
  const { query } = grid;
  const data = useGridData(ADMIN_USERS_ENDPOINT, grid.params, adminUserRowSchema);
  const selection = useGridSelection(grid.params.toString());
  const [pending, setPending] = useState<Pending | undefined>();
  const total = data.state.status === 'ready' ? data.state.data.total : undefined;
  const pageRows = data.state.status === 'ready' ? data.state.data.rows.length : 0;

  const mayChange = (row: AdminUserRow) => superadmin || !isSuperadminRoles(row.roles);
  const columns = useMemo<ColumnDef<AdminUserRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'admin.users.field.name' }),
        cell: ({ row }) => <span className="font-medium">{row.original.name || '—'}</span>,
      },
      {
        id: 'email',
        header: intl.formatMessage({ id: 'admin.users.field.email' }),
        cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
      },
      {
        id: 'roles',
        header: intl.formatMessage({ id: 'admin.users.field.roles' }),
        cell: ({ row }) =>
          row.original.roles
            .map((role) => intl.formatMessage({ id: `admin.users.role.${role}` }))
            .join(', '),
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'admin.users.field.status' }),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'createdAt',
        header: intl.formatMessage({ id: 'admin.users.field.createdAt' }),
        cell: ({ row }) => <SiteDate value={row.original.createdAt} />,
      },
      {
        id: 'lastLoginAt',
        header: intl.formatMessage({ id: 'admin.users.field.lastLoginAt' }),
        cell: ({ row }) => <SiteDate value={row.original.lastLoginAt} withTime />,
      },
      {
        id: 'actions',
        header: intl.formatMessage({ id: 'admin.grid.actions' }),
        cell: ({ row }) =>
          mayChange(row.original) && (
            <UserRowActions
              user={row.original}
              isSelf={row.original.id === me?.sub}
              onAction={(action) =>
                setPending(
                  action === 'edit'
                    ? { kind: 'form', user: row.original }
                    : { kind: 'row', action, user: row.original },
                )
              }
            />
          ),
      },
    ],
    // mayChange reads `superadmin` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, superadmin, me?.sub],
  );

  const finished = (title: string) => {
    showToast({ title });
    selection.clear();
    data.reload();
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {title}
        </h1>
        <button
          type="button"
          onClick={() => setPending({ kind: 'form' })}
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          <FormattedMessage id="admin.users.create.open" />
        </button>
      </div>
      <GridToolbar>
        <GridSearch
          value={query.q}
          onSearch={grid.setSearch}
          label={intl.formatMessage({ id: 'admin.users.search' })}
        />
        <GridFilter
          label={intl.formatMessage({ id: 'admin.users.field.roles' })}
          value={query.filters.role}
          options={ROLES.map((role) => ({
            value: role,
            label: intl.formatMessage({ id: `admin.users.role.${role}` }),
          }))}
          onChange={(value) => grid.setFilter('role', value)}
        />
        <GridFilter
          label={intl.formatMessage({ id: 'admin.users.field.status' })}
          value={query.filters.status}
          options={USER_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: `admin.users.status.${status}` }),
          }))}
          onChange={(value) => grid.setFilter('status', value)}
        />
        <GridInstantFilter
          label={intl.formatMessage({ id: 'admin.users.filter.since' })}
          value={query.filters.since}
          onClear={() => grid.setFilter('since', undefined)}
        />
      </GridToolbar>
      {total !== undefined && (
        <GridBulkBar selection={selection} pageRows={pageRows} total={total}>
          {(['suspend', 'activate', 'delete'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={BUTTON}
              onClick={() => setPending({ kind: 'bulk', action, count: selection.count(total) })}
            >
              <FormattedMessage id={`admin.users.action.${action}`} />
            </button>
          ))}
        </GridBulkBar>
      )}
      <DataGrid
        caption={title}
        columns={columns}
        sorts={USERS_GRID.sorts}
        sort={query.sort}
        direction={query.direction}
        onSort={(sort, direction) => grid.setSort(sort as typeof query.sort, direction)}
        state={data.state}
        onRetry={data.reload}
        rowId={(row) => row.id}
        rowLabel={(row) => row.email || row.name}
        empty={<FormattedMessage id="admin.users.empty" />}
        selection={selection}
      />
      <GridPagination
        page={query.page}
        pageSize={query.pageSize}
        total={total}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
      />

      {pending?.kind === 'form' && (
        <UserFormDialog
          user={pending.user}
          mayGrantSuperadmin={superadmin}
          onClose={() => setPending(undefined)}
          onSaved={() => {
            setPending(undefined);
            data.reload();
          }}
        />
      )}
      {pending?.kind === 'row' && (
        <ConfirmDialog
          open
          onClose={() => setPending(undefined)}
          title={intl.formatMessage({ id: `admin.users.confirm.${pending.action}.title` })}
          body={
            <FormattedMessage
              id={`admin.users.confirm.${pending.action}.body`}
              values={{ name: pending.user.name || pending.user.email }}
            />
          }
          confirmLabel={intl.formatMessage({ id: `admin.users.action.${pending.action}` })}
          destructive={pending.action === 'delete' || pending.action === 'suspend'}
          errorText={(error) => userErrorTextFor(error, intl)}
          onConfirm={async () => {
            const { action, user } = pending;
            if (action === 'delete') await deleteUser(user.id);
            else if (action === 'resetPassword') await sendPasswordReset(user.id);
            else await setUserStatus(user.id, action);
            finished(
              intl.formatMessage(
                { id: `admin.users.toast.${action}` },
                { name: user.name || user.email },
              ),
            );
          }}
        />
      )}
      {pending?.kind === 'bulk' && total !== undefined && (
        <ConfirmDialog
          open
          onClose={() => setPending(undefined)}
          title={intl.formatMessage({ id: `admin.users.confirm.bulk.${pending.action}.title` })}
          body={
            <FormattedMessage
              id={`admin.users.confirm.bulk.${pending.action}.body`}
              values={{ count: pending.count }}
            />
          }
          confirmLabel={intl.formatMessage({ id: `admin.users.action.${pending.action}` })}
          destructive={pending.action !== 'activate'}
          errorText={(error) => userErrorTextFor(error, intl)}
          onConfirm={async () => {
            const affected = await runBulk(pending.action, selection.toBulk(grid.params, total));
            finished(
              intl.formatMessage(
                { id: `admin.users.toast.bulk.${pending.action}` },
                { count: affected },
              ),
            );
          }}
        />
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: AdminUserRow['status'] }) {
  const colours: Record<AdminUserRow['status'], string> = {
    active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
    pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
    suspended: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  };
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${colours[status]}`}
    >
      <FormattedMessage id={`admin.users.status.${status}`} />
    </span>
  );
}
