import { type RouteObject } from 'react-router-dom';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { RoleGuard } from '../../features/auth/components/role-guard';
import { lazyExport } from './lazy-export';
import { screenLoaders } from './screen-loaders';

const superadminScreens = screenLoaders.superadmin;

const ApiManagementScreen = lazyExport(superadminScreens, 'ApiManagementScreen');
const ManageAdminsScreen = lazyExport(superadminScreens, 'ManageAdminsScreen');
const SystemSettingsScreen = lazyExport(superadminScreens, 'SystemSettingsScreen');

/**
 * The super-admin screens (spec §2), a path-less group inside the admin area: the super-admin
 * guard becomes this group's `element`.
 */
export const superadminRoutes: RouteObject = {
  element: <RoleGuard role="superadmin" />,
  children: [
    { path: APP_PATHS.adminManageAdmins, element: <ManageAdminsScreen /> },
    { path: APP_PATHS.adminSystemSettings, element: <SystemSettingsScreen /> },
    { path: APP_PATHS.adminApiManagement, element: <ApiManagementScreen /> },
  ],
};
