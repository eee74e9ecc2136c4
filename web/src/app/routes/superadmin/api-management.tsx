import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/api-management: API keys and limits (super admins only). */
export function ApiManagementScreen() {
  return <ScreenNotAvailable titleId="admin.nav.apiManagement" />;
}
