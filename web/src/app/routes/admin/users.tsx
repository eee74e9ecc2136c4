import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/users: user management. */
export function UsersScreen() {
  return <ScreenNotAvailable titleId="admin.nav.users" />;
}
