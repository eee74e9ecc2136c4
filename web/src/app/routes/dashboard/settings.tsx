import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard/settings: account and display settings. */
export function SettingsScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.settings" />;
}
