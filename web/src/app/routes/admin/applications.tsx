import { rolesGrant } from '../../../../../shared/auth/permissions';
import { ApplicationsBoardPage } from '../../../features/admin/applications/applications-board-page';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';

/** /admin/applications: the advisors' application board, times in the advisor's zone. */
export function ApplicationsBoardScreen() {
  const { timeZone } = usePreferences();
  const { user } = useAuth();
  // The menus follow the token's roles; the API checks the stored ones on every call.
  return (
    <ApplicationsBoardPage
      timeZone={timeZone}
      canManage={rolesGrant(user?.roles ?? [], 'applications:manage')}
      canReviewDocuments={rolesGrant(user?.roles ?? [], 'documents:review')}
    />
  );
}
