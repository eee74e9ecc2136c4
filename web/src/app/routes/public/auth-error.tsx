import { AuthErrorPage } from '../../../features/auth/pages/auth-error-page';

/** /error: explains a failed login from its query parameters (spec §2, §8). */
export function AuthErrorScreen() {
  return <AuthErrorPage />;
}
