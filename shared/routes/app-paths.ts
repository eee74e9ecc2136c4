/**
 * Every path the web app answers (spec §2), in one list: the router builds its routes from these
 * patterns and the server's SPA fallback answers 404 for any path none of them match, so a new
 * screen is known to both by being added here. `:name` matches one path segment.
 */
import { CONTENT_SLUG_PATTERN } from '../content/content-slug';

export const APP_PATHS = {
  home: '/',
  courses: '/courses',
  course: '/course/:id',
  studyOptions: '/study-options',
  about: '/about',
  contact: '/contact',
  requestConsultation: '/request-consultation',
  legal: '/legal',
  termsOfService: '/terms-of-service',
  help: '/help',
  blog: '/blog',
  subscribe: '/subscribe',
  programGuide: '/program-guide',
  shareYourStory: '/share-your-story',
  authLogin: '/auth/login',
  authError: '/error',
  unauthorized: '/unauthorized',
  learningPath: '/learning-path',
  gdprNotice: '/gdpr-notice',
  privacyPolicy: '/privacy-policy',
  legalCookies: '/legal/cookies',
  faq: '/faq',
  login: '/login',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  dashboardProfile: '/dashboard/profile',
  dashboardSettings: '/dashboard/settings',
  dashboardSessions: '/dashboard/sessions',
  dashboardFavorites: '/dashboard/favorites',
  dashboardMessages: '/dashboard/messages',
  dashboardNotifications: '/dashboard/notifications',
  dashboardApplications: '/dashboard/applications',
  dashboardDocuments: '/dashboard/documents',
  dashboardPrograms: '/dashboard/programs',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminCourses: '/admin/courses',
  adminAnalytics: '/admin/analytics',
  adminContent: '/admin/content',
  adminLeads: '/admin/leads',
  adminLead: '/admin/leads/:id',
  adminConversations: '/admin/conversations',
  adminSessions: '/admin/sessions',
  adminApplications: '/admin/applications',
  adminDocuments: '/admin/documents',
  adminSettings: '/admin/settings',
  adminRoles: '/admin/roles',
  adminLogs: '/admin/logs',
  adminManageAdmins: '/admin/manage-admins',
  adminSystemSettings: '/admin/system-settings',
  adminApiManagement: '/admin/api-management',
} as const;

/** One-segment paths no screen claims are content pages, which exist only as published content. */
export const CONTENT_PAGE_PATH = '/:slug';

/** What a path is to the web app: a screen, a possible content page (the slug), or nothing. */
export type AppPathMatch = { type: 'screen' } | { type: 'content-page'; slug: string } | undefined;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matchesPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  return (
    parts.length === segments.length &&
    // Like the router: a parameter takes any segment, fixed segments ignore case.
    parts.every((part, i) => part.startsWith(':') || part === segments[i]!.toLowerCase())
  );
}

/** Matches a URL path (no query) the way the router does; trailing slashes are ignored. */
export function matchAppPath(urlPath: string): AppPathMatch {
  const segments = segmentsOf(urlPath);
  if (Object.values(APP_PATHS).some((pattern) => matchesPattern(pattern, segments))) {
    return { type: 'screen' };
  }
  const [slug] = segments;
  if (segments.length === 1 && CONTENT_SLUG_PATTERN.test(slug!)) {
    return { type: 'content-page', slug: slug! };
  }
  return undefined;
}
