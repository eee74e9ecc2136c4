/**
 * Which audit entries grant someone more power (issue 16 item 5: role escalations), from the
 * states the admin accounts, users and roles features record before and after each change.
 * Pure, so it is tested on its own.
 */

interface AuditedChange {
  action: string;
  resourceId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const ROLE_RANK: Readonly<Record<string, number>> = { student: 0, admin: 1, superadmin: 2 };

const listOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map(String) : undefined;

const rankOf = (state: Record<string, unknown> | null | undefined): number =>
  Math.max(0, ...(listOf(state?.roles) ?? []).map((role) => ROLE_RANK[role] ?? 0));

const gainsAny = (before: string[] | undefined, after: string[] | undefined): boolean =>
  (after ?? []).some((item) => !(before ?? []).includes(item));

/**
 * An admin's narrowed permissions: a list, or none (undefined) for every admin permission, so
 * going from a list to none widens them.
 */
function widensAdminPermissions(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): boolean {
  if (!('adminPermissions' in after) && !('adminPermissions' in before)) return false;
  const was = listOf(before.adminPermissions);
  const is = listOf(after.adminPermissions);
  if (!was) return false;
  return is === undefined || gainsAny(was, is);
}

/** The user or role that gained power through `change`, or undefined when none did. */
export function escalatedSubject(change: AuditedChange): string | undefined {
  const { action, before, after } = change;
  if (!after) return undefined;
  if (action === 'role.grant') {
    return typeof after.userId === 'string' ? after.userId : undefined;
  }
  if (action === 'role.create' || action === 'role.update') {
    return gainsAny(listOf(before?.permissions), listOf(after.permissions))
      ? `role/${change.resourceId}`
      : undefined;
  }
  if (!('roles' in after)) return undefined;
  const raised = rankOf(after) > rankOf(before);
  const widened =
    !!before && rankOf(after) === ROLE_RANK.admin && rankOf(before) === ROLE_RANK.admin
      ? widensAdminPermissions(before, after)
      : false;
  return raised || widened ? change.resourceId : undefined;
}
