import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/system-settings: system settings and feature flags (super admins only). */
export function SystemSettingsScreen() {
  return <ScreenNotAvailable titleId="admin.nav.systemSettings" />;
}
