export { SiteSettingsScreen } from '../../../features/admin/settings/site-settings-screen';
