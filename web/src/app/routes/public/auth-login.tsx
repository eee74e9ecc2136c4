import { AuthLoginPage } from '../../../features/auth/pages/auth-login-page';

/** /auth/login: starts or completes the login redirect (spec §4). */
export function AuthLoginScreen() {
  return <AuthLoginPage />;
}
