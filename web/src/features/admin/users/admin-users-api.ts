/** The Users screen's calls to /api/admin/users, answers checked against the shared schemas. */
import {
  adminUserRowSchema,
  type AdminUserRow,
  type BulkUserAction,
  type CreateUserInput,
  type UpdateUserInput,
} from '../../../../../shared/admin/admin-users';
import { type BulkResult, type BulkSelection } from '../../../../../shared/admin/grid-query';
import { apiRequest } from '../../../data/api-client';

export const ADMIN_USERS_ENDPOINT = '/api/admin/users';

const userPath = (id: string) => `${ADMIN_USERS_ENDPOINT}/${encodeURIComponent(id)}`;

export async function createUser(input: CreateUserInput): Promise<AdminUserRow> {
  return adminUserRowSchema.parse(
    await apiRequest(ADMIN_USERS_ENDPOINT, { method: 'POST', body: input }),
  );
}

export async function updateUser(id: string, input: UpdateUserInput): Promise<AdminUserRow> {
  return adminUserRowSchema.parse(await apiRequest(userPath(id), { method: 'PATCH', body: input }));
}

export async function setUserStatus(id: string, action: 'suspend' | 'activate'): Promise<void> {
  await apiRequest(`${userPath(id)}/${action}`, { method: 'POST' });
}

export async function deleteUser(id: string): Promise<void> {
  await apiRequest(userPath(id), { method: 'DELETE' });
}

export async function sendPasswordReset(id: string): Promise<void> {
  await apiRequest(`${userPath(id)}/reset-password`, { method: 'POST' });
}

export async function runBulk(action: BulkUserAction, selection: BulkSelection): Promise<number> {
  const answer = (await apiRequest(`${ADMIN_USERS_ENDPOINT}/bulk/${action}`, {
    method: 'POST',
    body: selection,
  })) as BulkResult;
  return answer.affected;
}
