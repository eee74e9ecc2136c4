import { type Role } from '../../../../shared/auth/roles';
import { type MessageId } from '../../i18n/messages';

const ROLE_LABEL_IDS: Record<Role, MessageId> = {
  superadmin: 'dashboard.role.superadmin',
  admin: 'dashboard.role.admin',
  student: 'dashboard.role.student',
};

/**
 * Spec §2: the side menu's role label, for the highest of the signed-in user's roles as the
 * identity token names them (the API enforces roles itself; this only labels the screen).
 */
export function roleLabelId(roles: readonly Role[]): MessageId {
  if (roles.includes('superadmin')) return ROLE_LABEL_IDS.superadmin;
  if (roles.includes('admin')) return ROLE_LABEL_IDS.admin;
  return ROLE_LABEL_IDS.student;
}
