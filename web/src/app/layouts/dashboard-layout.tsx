import { useUnreadMessages } from '../../features/messages/hooks/use-unread-messages';
import { useClaimPendingReferral } from '../../features/referral/hooks/use-claim-pending-referral';
import { SyncStatusIndicator } from '../../sync/components/sync-status-indicator';
import { DashboardFrame } from './dashboard-frame';
import { DashboardNotificationBell } from './dashboard-notification-bell';
import { type NavGroup } from './nav-item';

/**
 * Spec §2 "Student nav": dashboard, sessions, applications, favorites, messages; and documents
 * and programs, dashboard sections spec §1 names with no other way in.
 */
const STUDENT_NAV: NavGroup = {
  labelId: 'dashboard.nav.student',
  items: [
    { to: '/dashboard', labelId: 'dashboard.nav.overview', end: true },
    { to: '/dashboard/sessions', labelId: 'dashboard.nav.sessions' },
    { to: '/dashboard/applications', labelId: 'dashboard.nav.applications' },
    { to: '/dashboard/documents', labelId: 'dashboard.nav.documents' },
    { to: '/dashboard/programs', labelId: 'dashboard.nav.programs' },
    { to: '/dashboard/favorites', labelId: 'dashboard.nav.favorites' },
    { to: '/dashboard/messages', labelId: 'dashboard.nav.messages' },
  ],
};

const ACCOUNT_NAV: NavGroup = {
  labelId: 'dashboard.nav.account',
  items: [
    { to: '/dashboard/profile', labelId: 'dashboard.nav.profile' },
    { to: '/dashboard/settings', labelId: 'dashboard.nav.settings' },
    { to: '/dashboard/notifications', labelId: 'dashboard.nav.notifications' },
  ],
};

/** The student dashboard's frame (spec §2 "Signed-in routes"). */
export function DashboardLayout() {
  const unreadMessages = useUnreadMessages();
  useClaimPendingReferral();
  return (
    <DashboardFrame
      areaLabelId="dashboard.area"
      primaryNav={STUDENT_NAV}
      sideGroups={[ACCOUNT_NAV]}
      unreadMessages={unreadMessages}
      notificationBell={<DashboardNotificationBell />}
      syncStatus={<SyncStatusIndicator />}
    />
  );
}
