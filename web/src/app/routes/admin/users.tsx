import { UsersScreen as UsersManagement } from '../../../features/admin/users/users-screen';
import { useAuth } from '../../../features/auth/hooks/use-auth';

/** /admin/users: user management, for the signed-in admin. */
export function UsersScreen() {
  const { user } = useAuth();
  return <UsersManagement me={user} />;
}
