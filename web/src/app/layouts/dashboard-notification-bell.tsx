import { selectUser } from '../../features/auth/auth-slice';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { usePreferences } from '../../features/preferences/hooks/use-preferences';
import { useAppSelector } from '../hooks';

/** The header's notification bell for the signed-in user, in their time zone. */
export function DashboardNotificationBell() {
  const user = useAppSelector(selectUser);
  const { timeZone } = usePreferences();
  if (!user) return null;
  return <NotificationBell userId={user.sub} timeZone={timeZone} />;
}
