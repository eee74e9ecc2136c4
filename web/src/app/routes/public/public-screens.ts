/**
 * Every public screen, in one module so the bundler emits them as one "public" chunk: opening any
 * public page fetches the rest of the public site with it.
 */
export { AboutScreen } from './about';
export { AuthErrorScreen } from './auth-error';
export { AuthLoginScreen } from './auth-login';
export { BlogScreen } from './blog';
export { ContactScreen } from './contact';
export { ContentPageScreen } from './content-page';
export { CourseDetailScreen } from './course-detail';
export { CoursesScreen } from './courses';
export { HelpScreen } from './help';
export { HomeScreen } from './home';
export { LegalScreen } from './legal';
export { NotFoundScreen } from './not-found';
export { ProgramGuideScreen } from './program-guide';
export { ShareYourStoryScreen } from './share-your-story';
export { StudyOptionsScreen } from './study-options';
export { SubscribeScreen } from './subscribe';
export { TermsOfServiceScreen } from './terms-of-service';
export { UnauthorizedScreen } from './unauthorized';
