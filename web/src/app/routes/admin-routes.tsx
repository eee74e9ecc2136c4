import { Navigate, type RouteObject } from 'react-router-dom';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { lazyExport } from './lazy-export';
import { screenLoaders } from './screen-loaders';
import { superadminRoutes } from './superadmin-routes';

const adminArea = screenLoaders.admin;

const AdminLayout = lazyExport(adminArea, 'AdminLayout');
const AdminCoursesScreen = lazyExport(adminArea, 'AdminCoursesScreen');
const AdminDashboardScreen = lazyExport(adminArea, 'AdminDashboardScreen');
const AnalyticsScreen = lazyExport(adminArea, 'AnalyticsScreen');
const ContentManagementScreen = lazyExport(adminArea, 'ContentManagementScreen');
const LeadDetailScreen = lazyExport(adminArea, 'LeadDetailScreen');
const LeadsInboxScreen = lazyExport(adminArea, 'LeadsInboxScreen');
const AdvisorInboxScreen = lazyExport(adminArea, 'AdvisorInboxScreen');
const AdvisorSessionsScreen = lazyExport(adminArea, 'AdvisorSessionsScreen');
const ApplicationsBoardScreen = lazyExport(adminArea, 'ApplicationsBoardScreen');
const DocumentQueueScreen = lazyExport(adminArea, 'DocumentQueueScreen');
const SiteSettingsScreen = lazyExport(adminArea, 'SiteSettingsScreen');
const RolesScreen = lazyExport(adminArea, 'RolesScreen');
const LogsScreen = lazyExport(adminArea, 'LogsScreen');
const UsersScreen = lazyExport(adminArea, 'UsersScreen');

/**
 * The admin area (spec §2), super-admin screens included. The router places it inside the login
 * and admin guards; the super-admin group has its own guard.
 */
export const adminRoute: RouteObject = {
  path: APP_PATHS.admin,
  element: <AdminLayout />,
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    { path: APP_PATHS.adminDashboard, element: <AdminDashboardScreen /> },
    { path: APP_PATHS.adminUsers, element: <UsersScreen /> },
    { path: APP_PATHS.adminCourses, element: <AdminCoursesScreen /> },
    { path: APP_PATHS.adminLeads, element: <LeadsInboxScreen /> },
    { path: APP_PATHS.adminLead, element: <LeadDetailScreen /> },
    { path: APP_PATHS.adminConversations, element: <AdvisorInboxScreen /> },
    { path: APP_PATHS.adminSessions, element: <AdvisorSessionsScreen /> },
    { path: APP_PATHS.adminApplications, element: <ApplicationsBoardScreen /> },
    { path: APP_PATHS.adminDocuments, element: <DocumentQueueScreen /> },
    { path: APP_PATHS.adminAnalytics, element: <AnalyticsScreen /> },
    { path: `${APP_PATHS.adminContent}/*`, element: <ContentManagementScreen /> },
    { path: APP_PATHS.adminSettings, element: <SiteSettingsScreen /> },
    { path: APP_PATHS.adminRoles, element: <RolesScreen /> },
    { path: APP_PATHS.adminLogs, element: <LogsScreen /> },
    superadminRoutes,
  ],
};
