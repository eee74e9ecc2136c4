import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard/sessions: consultation appointments. */
export function SessionsScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.sessions" />;
}
