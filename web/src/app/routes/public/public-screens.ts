/**
 * The public screens for looking around, in one module so the bundler emits them as one "public"
 * chunk: opening any public page fetches the rest of the public site with it. The screens built
 * around a lead form are in lead-screens.ts and the catalogue's in catalog-screens.ts, so the
 * forms' code and the offline catalogue's database stay out of a first visit to the home page.
 */
export { AboutScreen } from './about';
export { AuthErrorScreen } from './auth-error';
export { AuthLoginScreen } from './auth-login';
export { BlogScreen } from './blog';
export { ContentPageScreen } from './content-page';
export { HelpScreen } from './help';
export { HomeScreen } from './home';
export { LegalScreen } from './legal';
export { NotFoundScreen } from './not-found';
export { StudyOptionsScreen } from './study-options';
export { TermsOfServiceScreen } from './terms-of-service';
export { UnauthorizedScreen } from './unauthorized';
