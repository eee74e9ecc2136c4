import { useEffect } from 'react';
import { getAccessToken } from '../features/auth/auth-session';
import { useAuth } from '../features/auth/hooks/use-auth';
import { SyncConflictToasts } from './components/sync-conflict-toasts';
import { runEngineFor } from './sync-store';

/**
 * Mounted once for the app: runs the signed-in user's sync engine, and wipes local user data
 * once the auth check says nobody is signed in (a logout, also one made in another tab). An
 * inconclusive check (offline, provider down) or an expired session keeps the data: the same
 * user is most likely coming back.
 */
export function SyncEngineRunner() {
  const { isLoading, user, error, sessionExpired } = useAuth();
  const userId = user?.sub ?? null;
  useEffect(() => {
    if (isLoading || error || sessionExpired) return;
    void runEngineFor(userId, getAccessToken);
  }, [isLoading, error, sessionExpired, userId]);
  return userId ? <SyncConflictToasts /> : null;
}
