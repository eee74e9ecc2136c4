import { useEffect } from 'react';
import { FEATURE_FLAGS_REFRESH_MS, refreshFeatureFlags } from '../data/feature-flags';
import { useAuth } from '../features/auth/hooks/use-auth';
import { selectLanguage } from '../features/preferences/preferences-slice';
import { useAppSelector } from './hooks';

/**
 * Keeps the feature flags' answers current (web/src/data/feature-flags.ts): fetched at start with
 * the rest of the public config, again when the visitor signs in or out or changes language (the
 * server's rules may target either), when the tab comes back into view, and every
 * FEATURE_FLAGS_REFRESH_MS while it stays open.
 */
export function FeatureFlagsSync() {
  const language = useAppSelector(selectLanguage);
  const signedIn = Boolean(useAuth().user);
  useEffect(() => {
    const refresh = () => void refreshFeatureFlags(language, signedIn);
    const refreshWhenVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    const timer = window.setInterval(refresh, FEATURE_FLAGS_REFRESH_MS);
    document.addEventListener('visibilitychange', refreshWhenVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshWhenVisible);
    };
  }, [language, signedIn]);
  return null;
}
