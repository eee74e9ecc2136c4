import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import { showToast } from '../../../components/toast-store';
import { SESSION_EXPIRED_LOGIN_ERROR } from '../../../data/api-client';

/**
 * `/login` leads to the site root (spec §2); when the API client sent the visitor here because
 * their session ended, they learn why before signing in again.
 */
export function LoginRedirect() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const sessionExpired = searchParams.get('error') === SESSION_EXPIRED_LOGIN_ERROR;

  useEffect(() => {
    if (!sessionExpired) return;
    showToast({
      title: intl.formatMessage({ id: 'auth.message.sessionExpired' }),
      description: intl.formatMessage({ id: 'auth.message.sessionExpiredToast' }),
      variant: 'destructive',
    });
  }, [intl, sessionExpired]);

  return <Navigate to="/" replace />;
}
