import { selectUser } from '../../../features/auth/auth-slice';
import { NotificationsPage } from '../../../features/notifications/notifications-page';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';
import { useAppSelector } from '../../hooks';

/** /dashboard/notifications: the full notification list, for the signed-in user. */
export function NotificationsScreen() {
  const user = useAppSelector(selectUser);
  const { timeZone } = usePreferences();
  if (!user) return null;
  return <NotificationsPage userId={user.sub} timeZone={timeZone} />;
}
