import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/analytics: usage figures. */
export function AnalyticsScreen() {
  return <ScreenNotAvailable titleId="admin.nav.analytics" />;
}
