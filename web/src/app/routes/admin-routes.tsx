import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyExport } from './lazy-export';
import { superadminRoutes } from './superadmin-routes';

const adminArea = () => import('./admin/admin-area');

const AdminLayout = lazyExport(adminArea, 'AdminLayout');
const AdminCoursesScreen = lazyExport(adminArea, 'AdminCoursesScreen');
const AdminDashboardScreen = lazyExport(adminArea, 'AdminDashboardScreen');
const AnalyticsScreen = lazyExport(adminArea, 'AnalyticsScreen');
const ContentManagementScreen = lazyExport(adminArea, 'ContentManagementScreen');
const SiteSettingsScreen = lazyExport(adminArea, 'SiteSettingsScreen');
const UsersScreen = lazyExport(adminArea, 'UsersScreen');

/**
 * The admin area (spec §2), super-admin screens included. The router places it inside the login
 * and admin guards; the super-admin group has its own guard.
 */
export const adminRoute: RouteObject = {
  path: 'admin',
  element: <AdminLayout />,
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    { path: 'dashboard', element: <AdminDashboardScreen /> },
    { path: 'users', element: <UsersScreen /> },
    { path: 'courses', element: <AdminCoursesScreen /> },
    { path: 'analytics', element: <AnalyticsScreen /> },
    { path: 'content', element: <ContentManagementScreen /> },
    { path: 'settings', element: <SiteSettingsScreen /> },
    superadminRoutes,
  ],
};
