/** The student dashboard's layout and screens, in one module: the "dashboard" chunk. */
export { DashboardLayout } from '../../layouts/dashboard-layout';
export { ApplicationsScreen } from './applications';
export { DashboardOverviewScreen } from './overview';
export { DocumentsScreen } from './documents';
export { FavoritesScreen } from './favorites';
export { MessagesScreen } from './messages';
export { NotificationsScreen } from './notifications';
export { ProfileScreen } from './profile';
export { ProgramsScreen } from './programs';
export { SessionsScreen } from './sessions';
export { SettingsScreen } from './settings';
