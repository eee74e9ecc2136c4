import { AdminDashboardScreen as Dashboard } from '../../../features/admin/dashboard/admin-dashboard-screen';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';

/** /admin/dashboard: the admin overview, its "today" in the admin's display time zone. */
export function AdminDashboardScreen() {
  const { timeZone } = usePreferences();
  return <Dashboard timeZone={timeZone} />;
}
