import { useCallback, useEffect, useState } from 'react';
import { type AuthConfig } from '../../../../../shared/auth/auth-state';
import { getAuthConfig } from '../auth-client';

export type LoginProviderState =
  { status: 'loading' } | { status: 'ready'; mode: AuthConfig['mode'] } | { status: 'failed' };

/** Who keeps the logins (this app's own provider or Auth0), and a retry after a failure. */
export function useLoginProvider(): [LoginProviderState, () => void] {
  const [state, setState] = useState<LoginProviderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    getAuthConfig().then(
      (config) => current && setState({ status: 'ready', mode: config.mode }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return [state, retry];
}
