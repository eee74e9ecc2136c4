/**
 * The public screens for looking around, in one module so the bundler emits them as one "public"
 * chunk: opening any of them fetches the rest with it. The home page (./home.tsx), where most
 * first visits land, is a chunk of its own that index.html preloads; the screens built around a
 * lead form are in lead-screens.ts and the catalogue's list and program page in courses.tsx and
 * course-detail.tsx (web/src/app/routes/screen-loaders.ts), so the forms' code
 * and the offline catalogue's database stay out of a first visit to the home page.
 */
export { AboutScreen } from './about';
export { AuthErrorScreen } from './auth-error';
export { AuthLoginScreen } from './auth-login';
export { BlogScreen } from './blog';
export { ContentPageScreen } from './content-page';
export { HelpScreen } from './help';
export { LegalScreen } from './legal';
export { NotFoundScreen } from './not-found';
export { StudyOptionsScreen } from './study-options';
export { TermsOfServiceScreen } from './terms-of-service';
export { UnauthorizedScreen } from './unauthorized';
