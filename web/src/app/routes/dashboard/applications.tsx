import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard/applications: application progress. */
export function ApplicationsScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.applications" />;
}
