import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SESSION_CHECK_INTERVAL_MS } from '../../../../../shared/constants';
import { showToast } from '../../../components/toast-store';
import { setAccessTokenProvider } from '../../../data/api-client';
import { LOGIN_CALLBACK_PATH } from '../auth-client';
import { getAccessToken, refreshAuthState, sessionHasExpired } from '../auth-session';
import { useAuth, useAuthDispatch } from '../hooks/use-auth';

// Signed-in users only: their code loads then, not on every first visit.
const IdleSignOut = lazy(() =>
  import('./idle-sign-out').then((module) => ({ default: module.IdleSignOut })),
);
// Shown only once a signed-in session has ended: its code loads then, not on every first visit.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

interface AuthSessionManagerProps {
  /** How often a signed-in session is checked; injectable so tests can shorten it. */
  sessionCheckIntervalMs?: number;
}

function isLoginCallback(): boolean {
  const query = new URLSearchParams(window.location.search);
  return window.location.pathname === LOGIN_CALLBACK_PATH && query.has('state');
}

/**
 * Mounted once for the whole app: hands the API client its token source, reads the stored
 * session at start (the /auth/login callback does its own), and checks a signed-in session
 * periodically, showing the 'Session Expired' toast and blocking dialog when it has ended or the
 * user was idle longer than the session timeout.
 */
export function AuthSessionManager({
  sessionCheckIntervalMs = SESSION_CHECK_INTERVAL_MS,
}: AuthSessionManagerProps) {
  const intl = useIntl();
  const dispatch = useAuthDispatch();
  const { isAuthenticated, sessionExpired } = useAuth();

  useEffect(() => {
    setAccessTokenProvider(getAccessToken);
    if (!isLoginCallback()) void refreshAuthState(dispatch);
  }, [dispatch]);

  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setInterval(() => {
      void sessionHasExpired(dispatch).then((ended) => {
        if (!ended) return;
        showToast({
          title: intl.formatMessage({ id: 'auth.message.sessionExpired' }),
          description: intl.formatMessage({ id: 'auth.message.sessionExpiredToast' }),
          variant: 'destructive',
        });
      });
    }, sessionCheckIntervalMs);
    return () => clearInterval(timer);
  }, [dispatch, intl, isAuthenticated, sessionCheckIntervalMs]);

  return (
    <>
      {isAuthenticated && (
        <Suspense fallback={null}>
          <IdleSignOut />
        </Suspense>
      )}
      {sessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </>
  );
}
