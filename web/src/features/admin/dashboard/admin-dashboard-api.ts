import {
  ADMIN_DASHBOARD_API_PATH,
  type AdminDashboard,
  adminDashboardSchema,
} from '../../../../../shared/admin/admin-dashboard';
import { getJson } from '../../../data/api-client';

/** The dashboard's figures with "today" in `timeZone` (the admin's display preference). */
export async function fetchAdminDashboard(
  timeZone: string,
  signal: AbortSignal,
): Promise<AdminDashboard> {
  const query = new URLSearchParams({ tz: timeZone });
  return adminDashboardSchema.parse(await getJson(`${ADMIN_DASHBOARD_API_PATH}?${query}`, signal));
}
