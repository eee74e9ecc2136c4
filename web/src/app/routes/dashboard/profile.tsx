import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard/profile: profile editing. */
export function ProfileScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.profile" />;
}
