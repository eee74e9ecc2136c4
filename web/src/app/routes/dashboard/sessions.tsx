import { usePreferences } from '../../../features/preferences/hooks/use-preferences';
import { SessionsPage } from '../../../features/sessions/sessions-page';

/** /dashboard/sessions: consultation sessions, in the student's time zone. */
export function SessionsScreen() {
  const { timeZone } = usePreferences();
  return <SessionsPage timeZone={timeZone} />;
}
