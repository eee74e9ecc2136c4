import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthSessionManager } from '../features/auth/components/auth-session-manager';
import { selectLanguage } from '../features/preferences/preferences-slice';
import { LocaleProvider } from '../i18n/locale-provider';
import { useAppSelector } from './hooks';
import { store } from './store';

/** Feeds the chosen language into react-intl, so a change re-renders every message. */
function StoreLocaleProvider({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  return <LocaleProvider language={language}>{children}</LocaleProvider>;
}

/** Everything the screens rely on: the store, the translated messages and the auth session. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <StoreLocaleProvider>
        <AuthSessionManager />
        {children}
      </StoreLocaleProvider>
    </Provider>
  );
}
