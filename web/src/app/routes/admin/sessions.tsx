import { AdvisorSessionsPage } from '../../../features/admin/sessions/advisor-sessions-page';

/** /admin/sessions: the signed-in advisor's sessions, hours, days off and session types. */
export function AdvisorSessionsScreen() {
  return <AdvisorSessionsPage />;
}
