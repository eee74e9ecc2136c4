import { isSuperadminRoles } from '../../../../../shared/auth/roles';
import { RolesScreen as RolesManagement } from '../../../features/admin/roles/roles-screen';
import { useAuth } from '../../../features/auth/hooks/use-auth';

/** /admin/roles: role management; super admins may also grant the super-admin permissions. */
export function RolesScreen() {
  const { user } = useAuth();
  return <RolesManagement superadmin={isSuperadminRoles(user?.roles ?? [])} />;
}
