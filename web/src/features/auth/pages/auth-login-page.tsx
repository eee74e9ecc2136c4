import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultHomePath } from '../../../../../shared/auth/roles';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../../../shared/constants';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { PageSpinner } from '../../../components/page-spinner';
import { showToast } from '../../../components/toast-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getAuthHandle } from '../auth-client';
import { callbackErrorCode, errorMessage, errorPagePath, loginErrorCode } from '../auth-error-code';
import { handleLoginCallback, loginWithRedirect } from '../auth-session';
import { clearLoginTransaction } from '../auth-storage';
import { useAuth, useAuthDispatch } from '../hooks/use-auth';
import { postLoginPath, takeReturnPath } from '../return-path';

function originFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  return typeof state.from === 'string' ? state.from : undefined;
}

/**
 * /auth/login (spec §4): completes a callback (code or error, with state) and goes to the saved
 * return path, the origin page or the role's home; sends a signed-in user home; otherwise starts
 * the redirect login after a short delay, remembering where the user came from.
 */
export function AuthLoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAuthDispatch();
  const auth = useAuth();
  const started = useRef(false);
  useDocumentTitle(intl.formatMessage({ id: 'page.login.title' }));

  const query = new URLSearchParams(location.search);
  const isCallback = query.has('state') && (query.has('code') || query.has('error'));

  useEffect(() => {
    if (!isCallback || started.current) return;
    started.current = true;
    handleLoginCallback(dispatch, window.location.href)
      .then(({ user, returnTo }) => {
        if (!user) throw new Error('No user after the login callback');
        showToast({ title: intl.formatMessage({ id: 'auth.message.loggedIn' }) });
        const target = postLoginPath([takeReturnPath(), returnTo], user.roles);
        navigate(target, { replace: true });
      })
      .catch(async (error: unknown) => {
        const code = callbackErrorCode(error);
        if (code === 'invalid_state') {
          clearLoginTransaction((await getAuthHandle()).config.clientId);
        }
        navigate(errorPagePath(code, errorMessage(error)), { replace: true });
      });
  }, [dispatch, intl, isCallback, navigate]);

  const origin = originFromState(location.state);
  const connection = query.get('connection') ?? undefined;
  useEffect(() => {
    if (isCallback || auth.isLoading || started.current) return;
    started.current = true;
    if (auth.isAuthenticated && auth.user) {
      navigate(defaultHomePath(auth.user.roles), { replace: true });
      return;
    }
    const timer = setTimeout(() => {
      loginWithRedirect({
        returnPath: origin,
        connection,
        language: intl.locale as LanguageCode,
      }).catch((error: unknown) => {
        navigate(errorPagePath(loginErrorCode(error), errorMessage(error)), { replace: true });
      });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      started.current = false;
    };
  }, [auth, connection, intl, isCallback, navigate, origin]);

  return <PageSpinner />;
}
