import { useParams } from 'react-router-dom';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { LeadDetailPage } from '../../../features/admin/leads/lead-detail-page';
import { LeadsInbox } from '../../../features/admin/leads/leads-inbox';

/** /admin/leads: the leads inbox. */
export function LeadsInboxScreen() {
  return <LeadsInbox />;
}

/** /admin/leads/:id: one lead, followed up by the signed-in admin. */
export function LeadDetailScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return <LeadDetailPage id={id} me={{ id: user?.sub ?? '', email: user?.email ?? '' }} />;
}
