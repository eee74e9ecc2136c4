import { ApplicationsPage } from '../../../features/applications/applications-page';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';

/** /dashboard/applications: the student's applications and their progress. */
export function ApplicationsScreen() {
  const { timeZone } = usePreferences();
  return <ApplicationsPage timeZone={timeZone} />;
}
