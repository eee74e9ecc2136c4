import { Navigate, type RouteObject } from 'react-router-dom';
import { APP_PATHS, CONTENT_PAGE_PATH } from '../../../../shared/routes/app-paths';
import { LoginRedirect } from '../../features/auth/components/login-redirect';
import { lazyExport } from './lazy-export';
import { screenLoaders } from './screen-loaders';

const { public: publicScreens, leads: leadScreens, catalog: catalogScreens } = screenLoaders;

const AboutScreen = lazyExport(publicScreens, 'AboutScreen');
const AuthErrorScreen = lazyExport(publicScreens, 'AuthErrorScreen');
const AuthLoginScreen = lazyExport(publicScreens, 'AuthLoginScreen');
const BlogScreen = lazyExport(publicScreens, 'BlogScreen');
const ContactScreen = lazyExport(leadScreens, 'ContactScreen');
const ContentPageScreen = lazyExport(publicScreens, 'ContentPageScreen');
const CourseDetailScreen = lazyExport(screenLoaders.course, 'CourseDetailScreen');
const CoursesScreen = lazyExport(catalogScreens, 'CoursesScreen');
const HelpScreen = lazyExport(publicScreens, 'HelpScreen');
const HomeScreen = lazyExport(screenLoaders.home, 'HomeScreen');
const LegalScreen = lazyExport(publicScreens, 'LegalScreen');
const NotFoundScreen = lazyExport(publicScreens, 'NotFoundScreen');
const ResetPasswordScreen = lazyExport(screenLoaders.passwordReset, 'ResetPasswordScreen');
const ProgramGuideScreen = lazyExport(leadScreens, 'ProgramGuideScreen');
const ShareYourStoryScreen = lazyExport(leadScreens, 'ShareYourStoryScreen');
const StudyOptionsScreen = lazyExport(publicScreens, 'StudyOptionsScreen');
const SubscribeScreen = lazyExport(leadScreens, 'SubscribeScreen');
const TermsOfServiceScreen = lazyExport(publicScreens, 'TermsOfServiceScreen');
const UnauthorizedScreen = lazyExport(publicScreens, 'UnauthorizedScreen');

/** The public routes of spec §2, rendered inside the site layout. */
export const publicRoutes: RouteObject[] = [
  { path: APP_PATHS.home, element: <HomeScreen /> },
  { path: APP_PATHS.courses, element: <CoursesScreen /> },
  { path: APP_PATHS.course, element: <CourseDetailScreen /> },
  { path: APP_PATHS.studyOptions, element: <StudyOptionsScreen /> },
  { path: APP_PATHS.about, element: <AboutScreen /> },
  { path: APP_PATHS.contact, element: <ContactScreen /> },
  // Spec §2: the consultation route shows the contact page.
  { path: APP_PATHS.requestConsultation, element: <ContactScreen /> },
  { path: APP_PATHS.legal, element: <LegalScreen /> },
  { path: APP_PATHS.termsOfService, element: <TermsOfServiceScreen /> },
  { path: APP_PATHS.help, element: <HelpScreen /> },
  { path: APP_PATHS.blog, element: <BlogScreen /> },
  { path: APP_PATHS.subscribe, element: <SubscribeScreen /> },
  { path: APP_PATHS.programGuide, element: <ProgramGuideScreen /> },
  { path: APP_PATHS.shareYourStory, element: <ShareYourStoryScreen /> },
  { path: APP_PATHS.authLogin, element: <AuthLoginScreen /> },
  { path: APP_PATHS.authError, element: <AuthErrorScreen /> },
  { path: APP_PATHS.unauthorized, element: <UnauthorizedScreen /> },
  { path: APP_PATHS.learningPath, element: <Navigate to="/study-options" replace /> },
  { path: APP_PATHS.gdprNotice, element: <Navigate to="/legal?tab=gdpr" replace /> },
  { path: APP_PATHS.privacyPolicy, element: <Navigate to="/legal?tab=privacy" replace /> },
  { path: APP_PATHS.legalCookies, element: <Navigate to="/legal?tab=cookies" replace /> },
  { path: APP_PATHS.faq, element: <Navigate to="/help" replace /> },
  { path: APP_PATHS.login, element: <LoginRedirect /> },
  { path: APP_PATHS.resetPassword, element: <ResetPasswordScreen /> },
  // One-segment paths nothing else claims are content pages; deeper unknown paths are not found.
  { path: CONTENT_PAGE_PATH, element: <ContentPageScreen /> },
  { path: '*', element: <NotFoundScreen /> },
];
