import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginRedirect } from '../../features/auth/components/login-redirect';
import { lazyExport } from './lazy-export';

const publicScreens = () => import('./public/public-screens');

const AboutScreen = lazyExport(publicScreens, 'AboutScreen');
const AuthErrorScreen = lazyExport(publicScreens, 'AuthErrorScreen');
const AuthLoginScreen = lazyExport(publicScreens, 'AuthLoginScreen');
const BlogScreen = lazyExport(publicScreens, 'BlogScreen');
const ContactScreen = lazyExport(publicScreens, 'ContactScreen');
const ContentPageScreen = lazyExport(publicScreens, 'ContentPageScreen');
const CourseDetailScreen = lazyExport(publicScreens, 'CourseDetailScreen');
const CoursesScreen = lazyExport(publicScreens, 'CoursesScreen');
const HelpScreen = lazyExport(publicScreens, 'HelpScreen');
const HomeScreen = lazyExport(publicScreens, 'HomeScreen');
const LegalScreen = lazyExport(publicScreens, 'LegalScreen');
const NotFoundScreen = lazyExport(publicScreens, 'NotFoundScreen');
const ProgramGuideScreen = lazyExport(publicScreens, 'ProgramGuideScreen');
const ShareYourStoryScreen = lazyExport(publicScreens, 'ShareYourStoryScreen');
const StudyOptionsScreen = lazyExport(publicScreens, 'StudyOptionsScreen');
const SubscribeScreen = lazyExport(publicScreens, 'SubscribeScreen');
const TermsOfServiceScreen = lazyExport(publicScreens, 'TermsOfServiceScreen');
const UnauthorizedScreen = lazyExport(publicScreens, 'UnauthorizedScreen');

/** The public routes of spec §2, rendered inside the site layout. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: 'courses', element: <CoursesScreen /> },
  { path: 'course/:id', element: <CourseDetailScreen /> },
  { path: 'study-options', element: <StudyOptionsScreen /> },
  { path: 'about', element: <AboutScreen /> },
  { path: 'contact', element: <ContactScreen /> },
  // Spec §2: the consultation route shows the contact page.
  { path: 'request-consultation', element: <ContactScreen /> },
  { path: 'legal', element: <LegalScreen /> },
  { path: 'terms-of-service', element: <TermsOfServiceScreen /> },
  { path: 'help', element: <HelpScreen /> },
  { path: 'blog', element: <BlogScreen /> },
  { path: 'subscribe', element: <SubscribeScreen /> },
  { path: 'program-guide', element: <ProgramGuideScreen /> },
  { path: 'share-your-story', element: <ShareYourStoryScreen /> },
  { path: 'auth/login', element: <AuthLoginScreen /> },
  { path: 'error', element: <AuthErrorScreen /> },
  { path: 'unauthorized', element: <UnauthorizedScreen /> },
  { path: 'learning-path', element: <Navigate to="/study-options" replace /> },
  { path: 'gdpr-notice', element: <Navigate to="/legal?tab=gdpr" replace /> },
  { path: 'privacy-policy', element: <Navigate to="/legal?tab=privacy" replace /> },
  { path: 'legal/cookies', element: <Navigate to="/legal?tab=cookies" replace /> },
  { path: 'faq', element: <Navigate to="/help" replace /> },
  { path: 'login', element: <LoginRedirect /> },
  // One-segment paths nothing else claims are content pages; deeper unknown paths are not found.
  { path: ':slug', element: <ContentPageScreen /> },
  { path: '*', element: <NotFoundScreen /> },
];
