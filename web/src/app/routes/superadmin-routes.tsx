import { type RouteObject } from 'react-router-dom';
import { RoleGuard } from '../../features/auth/components/role-guard';
import { lazyExport } from './lazy-export';

const superadminScreens = () => import('./superadmin/superadmin-screens');

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
    { path: 'manage-admins', element: <ManageAdminsScreen /> },
    { path: 'system-settings', element: <SystemSettingsScreen /> },
    { path: 'api-management', element: <ApiManagementScreen /> },
  ],
};
