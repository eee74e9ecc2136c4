import { useAuth } from '../../../features/auth/hooks/use-auth';
import { AdvisorInbox } from '../../../features/admin/conversations/advisor-inbox';

/** /admin/conversations: the advisors' inbox, for the signed-in advisor. */
export function AdvisorInboxScreen() {
  const { user } = useAuth();
  return <AdvisorInbox me={user?.sub ?? ''} />;
}
