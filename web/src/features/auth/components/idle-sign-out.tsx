import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../../components/toast-store';
import { getAuthConfig } from '../auth-client';
import { endIdleSession } from '../auth-session';
import { useAuthDispatch } from '../hooks/use-auth';

/** Where the last activity of any tab is kept, so a user busy in one tab stays signed in in all. */
const LAST_ACTIVITY_KEY = 'lastActivityAt';
/** How often idleness is checked; the sign-out comes at most this long after the timeout. */
const IDLE_CHECK_INTERVAL_MS = 5_000;
/** Activity is written at most this often (pointer moves fire many events a second). */
const ACTIVITY_WRITE_INTERVAL_MS = 1_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

function lastActivity(): number {
  return Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || Date.now();
}

/**
 * Mounted while somebody is signed in (its own chunk: visitors never load it): signs them out after
 * the system settings' session timeout without activity (spec §3 "session timeout"), with a message
 * saying why; nothing happens while no timeout is set.
 */
export function IdleSignOut() {
  const intl = useIntl();
  const dispatch = useAuthDispatch();
  useEffect(() => {
    let stopped = false;
    let cleanup = () => undefined as void;
    void getAuthConfig().then(({ sessionTimeoutMinutes }) => {
      if (stopped || !sessionTimeoutMinutes) return;
      const timeoutMs = sessionTimeoutMinutes * 60_000;
      let writtenAt = 0;
      const active = () => {
        const now = Date.now();
        if (now - writtenAt < ACTIVITY_WRITE_INTERVAL_MS) return;
        writtenAt = now;
        localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
      };
      active();
      for (const event of ACTIVITY_EVENTS)
        window.addEventListener(event, active, { passive: true });
      const timer = setInterval(() => {
        if (Date.now() - lastActivity() < timeoutMs) return;
        clearInterval(timer);
        localStorage.removeItem(LAST_ACTIVITY_KEY);
        void endIdleSession(dispatch).then(() =>
          showToast({
            title: intl.formatMessage({ id: 'auth.message.sessionExpired' }),
            description: intl.formatMessage(
              { id: 'auth.message.idleSignedOut' },
              { minutes: sessionTimeoutMinutes },
            ),
            variant: 'destructive',
          }),
        );
      }, IDLE_CHECK_INTERVAL_MS);
      cleanup = () => {
        clearInterval(timer);
        for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, active);
      };
    });
    return () => {
      stopped = true;
      cleanup();
    };
  }, [dispatch, intl]);
  return null;
}
