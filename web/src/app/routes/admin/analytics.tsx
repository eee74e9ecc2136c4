/** /admin/analytics: usage figures. */
export { AnalyticsScreen } from '../../../features/admin/analytics/analytics-screen';
