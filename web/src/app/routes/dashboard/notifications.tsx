import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard/notifications: the full notification list. */
export function NotificationsScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.notifications" />;
}
