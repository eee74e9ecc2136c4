import { type RouteObject } from 'react-router-dom';
import { lazyExport } from './lazy-export';

const dashboardArea = () => import('./dashboard/dashboard-area');

const DashboardLayout = lazyExport(dashboardArea, 'DashboardLayout');
const ApplicationsScreen = lazyExport(dashboardArea, 'ApplicationsScreen');
const DashboardOverviewScreen = lazyExport(dashboardArea, 'DashboardOverviewScreen');
const FavoritesScreen = lazyExport(dashboardArea, 'FavoritesScreen');
const MessagesScreen = lazyExport(dashboardArea, 'MessagesScreen');
const NotificationsScreen = lazyExport(dashboardArea, 'NotificationsScreen');
const ProfileScreen = lazyExport(dashboardArea, 'ProfileScreen');
const SessionsScreen = lazyExport(dashboardArea, 'SessionsScreen');
const SettingsScreen = lazyExport(dashboardArea, 'SettingsScreen');

/**
 * The signed-in student area (spec §2). Every screen hangs off this one route, which the router
 * places inside the login guard.
 */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  element: <DashboardLayout />,
  children: [
    { index: true, element: <DashboardOverviewScreen /> },
    { path: 'profile', element: <ProfileScreen /> },
    { path: 'settings', element: <SettingsScreen /> },
    { path: 'sessions', element: <SessionsScreen /> },
    { path: 'favorites', element: <FavoritesScreen /> },
    { path: 'messages', element: <MessagesScreen /> },
    { path: 'notifications', element: <NotificationsScreen /> },
    { path: 'applications', element: <ApplicationsScreen /> },
  ],
};
