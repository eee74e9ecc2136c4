import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard: the student's overview. */
export function DashboardOverviewScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.overview" />;
}
