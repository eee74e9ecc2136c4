import { lazy, type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { AuthSessionManager } from '../features/auth/components/auth-session-manager';
import { useAuth } from '../features/auth/hooks/use-auth';
import { selectLanguage, selectTimeZone } from '../features/preferences/preferences-slice';
import { useAppliedTheme } from '../features/preferences/theme/use-applied-theme';
import { LocaleProvider } from '../i18n/locale-provider';
import { withMessageAreas } from '../i18n/with-message-areas';
import { SyncEngineRunner } from '../sync/sync-provider';
import { FeatureFlagsSync } from './feature-flags-sync';
import { useAppSelector } from './hooks';
import { SiteHead } from './site-head';
import { store } from './store';

/**
 * Feeds the chosen language and time zone into react-intl, so a change re-renders every message
 * and every date.
 */
function StoreLocaleProvider({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const timeZone = useAppSelector(selectTimeZone);
  return (
    <LocaleProvider language={language} timeZone={timeZone}>
      {children}
    </LocaleProvider>
  );
}

/** Keeps the page in the chosen theme (light, dark, or the device's). */
function AppliedTheme() {
  useAppliedTheme();
  return null;
}

const SyncedPreferences = lazy(() =>
  import('../features/preferences/sync/synced-preferences').then((module) => ({
    default: module.SyncedPreferences,
  })),
);

/** A signed-in user's display preferences follow their synced settings (visitors' stay local). */
function SignedInPreferences() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SyncedPreferences key={user.sub} />
    </Suspense>
  );
}

// The enable-notifications prompt speaks in the signed-in area's messages.
const PushNotifications = lazy(() =>
  withMessageAreas(
    ['signedIn'],
    () => import('../features/notifications/push/push-notifications'),
  )().then((module) => ({ default: module.PushNotifications })),
);

/** Web push for a signed-in user: the subscription re-sent at start, clicks, the §9 prompt. */
function SignedInPush() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PushNotifications key={user.sub} />
    </Suspense>
  );
}

/** Everything the screens rely on: the store, the translated messages and the auth session. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppliedTheme />
      <SiteHead />
      <StoreLocaleProvider>
        <AuthSessionManager />
        <FeatureFlagsSync />
        <SyncEngineRunner />
        <SignedInPreferences />
        <SignedInPush />
        {children}
      </StoreLocaleProvider>
    </Provider>
  );
}
