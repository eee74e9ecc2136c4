import { type RouteObject } from 'react-router-dom';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { lazyExport } from './lazy-export';
import { screenLoaders } from './screen-loaders';

const dashboardArea = screenLoaders.dashboard;

const DashboardLayout = lazyExport(dashboardArea, 'DashboardLayout');
const ApplicationsScreen = lazyExport(dashboardArea, 'ApplicationsScreen');
const DashboardOverviewScreen = lazyExport(dashboardArea, 'DashboardOverviewScreen');
const DocumentsScreen = lazyExport(dashboardArea, 'DocumentsScreen');
const FavoritesScreen = lazyExport(dashboardArea, 'FavoritesScreen');
const MessagesScreen = lazyExport(dashboardArea, 'MessagesScreen');
const NotificationsScreen = lazyExport(dashboardArea, 'NotificationsScreen');
const ProfileScreen = lazyExport(dashboardArea, 'ProfileScreen');
const ProgramsScreen = lazyExport(dashboardArea, 'ProgramsScreen');
const SessionsScreen = lazyExport(dashboardArea, 'SessionsScreen');
const SettingsScreen = lazyExport(dashboardArea, 'SettingsScreen');

/**
 * The signed-in student area (spec §2). Every screen hangs off this one route, which the router
 * places inside the login guard.
 */
export const dashboardRoute: RouteObject = {
  path: APP_PATHS.dashboard,
  element: <DashboardLayout />,
  children: [
    { index: true, element: <DashboardOverviewScreen /> },
    { path: APP_PATHS.dashboardProfile, element: <ProfileScreen /> },
    { path: APP_PATHS.dashboardSettings, element: <SettingsScreen /> },
    { path: APP_PATHS.dashboardSessions, element: <SessionsScreen /> },
    { path: APP_PATHS.dashboardFavorites, element: <FavoritesScreen /> },
    { path: APP_PATHS.dashboardMessages, element: <MessagesScreen /> },
    { path: APP_PATHS.dashboardNotifications, element: <NotificationsScreen /> },
    { path: APP_PATHS.dashboardApplications, element: <ApplicationsScreen /> },
    { path: APP_PATHS.dashboardDocuments, element: <DocumentsScreen /> },
    { path: APP_PATHS.dashboardPrograms, element: <ProgramsScreen /> },
  ],
};
