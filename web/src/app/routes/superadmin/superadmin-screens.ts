/** The super-admin screens, in one module: the "superadmin" chunk, fetched only when one of them opens. */
export { ApiManagementScreen } from './api-management';
export { ManageAdminsScreen } from './manage-admins';
export { SystemSettingsScreen } from './system-settings';
