import {
  type AddAdminInput,
  type AddedAdmin,
  addedAdminSchema,
  type AdminAccount,
  adminAccountListSchema,
  adminAccountSchema,
  type AdminAccountRole,
} from '../../../../../shared/admin/admin-accounts';
import { type Permission } from '../../../../../shared/auth/permissions';
import { apiRequest, getJson } from '../../../data/api-client';

const BASE = '/api/superadmin/admins';
const accountPath = (admin: AdminAccount, tail = '') =>
  `${BASE}/${encodeURIComponent(admin.id)}${tail}`;

export async function fetchAdmins(signal?: AbortSignal): Promise<AdminAccount[]> {
  return adminAccountListSchema.parse(await getJson(BASE, signal)).admins;
}

export async function addAdmin(input: AddAdminInput): Promise<AddedAdmin> {
  return addedAdminSchema.parse(await apiRequest(BASE, { method: 'POST', body: input }));
}

export async function setAdminRole(
  admin: AdminAccount,
  role: AdminAccountRole,
): Promise<AdminAccount> {
  return adminAccountSchema.parse(
    await apiRequest(accountPath(admin, '/role'), { method: 'PUT', body: { role } }),
  );
}

export async function setAdminPermissions(
  admin: AdminAccount,
  permissions: Permission[],
): Promise<AdminAccount> {
  return adminAccountSchema.parse(
    await apiRequest(accountPath(admin, '/permissions'), {
      method: 'PUT',
      body: { permissions },
    }),
  );
}

export async function removeAdmin(admin: AdminAccount): Promise<void> {
  await apiRequest(accountPath(admin), { method: 'DELETE' });
}
