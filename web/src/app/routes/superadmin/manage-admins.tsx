import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/manage-admins: admin accounts (super admins only). */
export function ManageAdminsScreen() {
  return <ScreenNotAvailable titleId="admin.nav.manageAdmins" />;
}
