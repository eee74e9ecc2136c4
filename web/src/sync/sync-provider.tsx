import { lazy, Suspense, useEffect } from 'react';
import { getAccessToken } from '../features/auth/auth-session';
import { useAuth } from '../features/auth/hooks/use-auth';
import { withMessageAreas } from '../i18n/with-message-areas';
import { runEngineFor } from './sync-store';

// Only a signed-in user has conflicts to hear of: the sync hooks and the signed-in area's messages
// (the conflicts' texts among them) stay out of a first visit.
const SyncConflictToasts = lazy(async () => ({
  default: (
    await withMessageAreas(['signedIn'], () => import('./components/sync-conflict-toasts'))()
  ).SyncConflictToasts,
}));

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
  return userId ? (
    <Suspense fallback={null}>
      <SyncConflictToasts />
    </Suspense>
  ) : null;
}
