import {
  type CreateRoleInput,
  roleListSchema,
  type RoleView,
  roleViewSchema,
  type UpdateRoleInput,
} from '../../../../../shared/admin/roles';
import { apiRequest, getJson } from '../../../data/api-client';

const BASE = '/api/admin/roles';
const member = (name: string, userId: string) =>
  `${BASE}/${encodeURIComponent(name)}/members/${encodeURIComponent(userId)}`;

export async function fetchRoles(signal?: AbortSignal): Promise<RoleView[]> {
  return roleListSchema.parse(await getJson(BASE, signal)).roles;
}

export async function createRole(input: CreateRoleInput): Promise<RoleView> {
  return roleViewSchema.parse(await apiRequest(BASE, { method: 'POST', body: input }));
}

export async function updateRole(name: string, input: UpdateRoleInput): Promise<RoleView> {
  const path = `${BASE}/${encodeURIComponent(name)}`;
  return roleViewSchema.parse(await apiRequest(path, { method: 'PUT', body: input }));
}

export async function deleteRole(role: RoleView): Promise<void> {
  const path = `${BASE}/${encodeURIComponent(role.name)}?revision=${role.revision}`;
  await apiRequest(path, { method: 'DELETE' });
}

export async function setRoleMember(name: string, userId: string, grant: boolean) {
  const path = member(name, userId);
  return roleViewSchema.parse(await apiRequest(path, { method: grant ? 'PUT' : 'DELETE' }));
}
