import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/dashboard: the admin overview. */
export function AdminDashboardScreen() {
  return <ScreenNotAvailable titleId="admin.nav.dashboard" />;
}
