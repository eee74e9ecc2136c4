/** The admin area's layout and screens, in one module: the "admin" chunk. */
export { AdminLayout } from '../../layouts/admin-layout';
export { AdminCoursesScreen } from './courses';
export { AdminDashboardScreen } from './admin-dashboard';
export { AnalyticsScreen } from './analytics';
export { ContentManagementScreen } from './content';
export { LeadDetailScreen, LeadsInboxScreen } from './leads';
export { AdvisorInboxScreen } from './conversations';
export { AdvisorSessionsScreen } from './sessions';
export { ApplicationsBoardScreen } from './applications';
export { DocumentQueueScreen } from './documents';
export { SiteSettingsScreen } from './settings';
export { UsersScreen } from './users';
export { RolesScreen } from './roles';
export { LogsScreen } from '../../../features/admin/logs/logs-screen';
