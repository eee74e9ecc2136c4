import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { refreshAuthState } from '../auth-session';
import { authStateErrorId } from '../auth-messages';
import { guardBypassed } from '../guard-bypass';
import { useAuth, useAuthDispatch } from '../hooks/use-auth';
import { AuthCheckSpinner } from './auth-check-spinner';
import { GuardErrorCard } from './guard-error-card';

/**
 * Spec §4 login guard around the signed-in routes: it first refreshes the session silently, shows
 * a spinner meanwhile, an error card when the check failed, and sends a visitor to /auth/login
 * with the page they wanted in navigation state.
 */
export function LoginGuard() {
  const intl = useIntl();
  const location = useLocation();
  const dispatch = useAuthDispatch();
  const auth = useAuth();
  const signedInAtMount = useRef(auth.isAuthenticated);

  useEffect(() => {
    if (!signedInAtMount.current) void refreshAuthState(dispatch);
  }, [dispatch]);

  if (guardBypassed('login')) return <Outlet />;
  // The session-expired dialog blocks the page until its 'Log In Again' logs out.
  if (auth.sessionExpired) return <Outlet />;
  if (auth.isLoading) return <AuthCheckSpinner />;
  if (auth.error) {
    return (
      <GuardErrorCard
        title={intl.formatMessage({ id: 'auth.guard.loginTitle' })}
        message={intl.formatMessage({ id: authStateErrorId(auth.error) })}
      />
    );
  }
  if (!auth.isAuthenticated) {
    return (
      <Navigate
        to="/auth/login"
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    );
  }
  return <Outlet />;
}
