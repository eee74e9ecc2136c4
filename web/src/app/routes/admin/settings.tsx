import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/settings: site settings. */
export function SiteSettingsScreen() {
  return <ScreenNotAvailable titleId="admin.nav.settings" />;
}
