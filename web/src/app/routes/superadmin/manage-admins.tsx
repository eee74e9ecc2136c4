import { AdminAccountsScreen } from '../../../features/admin/admin-accounts/admin-accounts-screen';
import { useAuth } from '../../../features/auth/hooks/use-auth';

/** /admin/manage-admins: admin accounts (super admins only). */
export function ManageAdminsScreen() {
  const { user } = useAuth();
  return <AdminAccountsScreen meId={user?.sub} />;
}
