import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { DevelopmentTools } from './app/development-tools';
import { firstPaintShellPainted } from './app/first-paint-shell-painted';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { installRoutePrefetch, prefetchCurrentPageData } from './app/routes/route-prefetch';
import { store } from './app/store';
import { saveCatalogueInBackground } from './data/catalog-background-save';
import { warmSavedCatalogueWhenOffline } from './data/catalog-offline-warm';
import { installMaintenanceResume } from './data/maintenance-resume';
import { refreshSiteSettings } from './data/site-settings';
import { rememberReferralFrom } from './features/referral/pending-referral';
import { afterLoadWhenIdle } from './lib/after-load';
import { selectCurrency, selectLanguage } from './features/preferences/preferences-slice';
import { chooseLanguage } from './i18n/messages';
import { selectAnalyticsAllowed } from './features/consent/consent-slice';
import './index.css';

// Registers the service worker, which waits for the page's load anyway: its code (the PWA plugin's
// registration) loads behind the first render, out of the first visit's download.
const ServiceWorkerUpdater = lazy(() =>
  import('./app/service-worker-updater').then((module) => ({
    default: module.ServiceWorkerUpdater,
  })),
);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

warmSavedCatalogueWhenOffline();
// A referral link's code waits on the device until an account signed in here claims it.
rememberReferralFrom(window.location.search);
// Before the prefetch below, so the current page's messages are fetched in the saved language.
void chooseLanguage(selectLanguage(store.getState()));
installRoutePrefetch();
prefetchCurrentPageData(selectCurrency(store.getState()));
saveCatalogueInBackground();
// The page starts with the settings written into it (or saved last time); a newer copy follows.
afterLoadWhenIdle(0, () => void refreshSiteSettings());
// Before the flags are first fetched (FeatureFlagsSync): the end of maintenance sends the outbox.
installMaintenanceResume();

// The first render replaces the page's first-paint shell once its paint is on record. It is a
// transition, so React renders it in slices of a few milliseconds and lets the browser handle
// input between them, rather than in one long task (the shell stays on screen until it commits).
void firstPaintShellPainted().then(() => {
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Suspense fallback={null}>
          <ServiceWorkerUpdater />
        </Suspense>
        <AppProviders>
          <RouterProvider router={router} />
          <DevelopmentTools />
        </AppProviders>
      </StrictMode>,
    ),
  );
  startAnalyticsWithConsent();
});

/**
 * Loads the analytics tracker (its own chunk, out of the first visit's JavaScript) once the
 * visitor allows analytics: now, behind the first render queued above, when they already have,
 * or the moment they do. The page they consent on is not counted, as before the tracker was split.
 */
function startAnalyticsWithConsent(): void {
  const allowed = () => selectAnalyticsAllowed(store.getState());
  const countCurrentPage = allowed();
  const start = () => {
    if (!allowed()) return;
    unsubscribe();
    import('./data/analytics/analytics-tracking')
      .then(({ startAnalytics, trackPageViews }) => {
        startAnalytics(allowed, store.subscribe);
        trackPageViews(router, { countCurrentPage });
      })
      .catch((error: unknown) =>
        console.error('[analytics] the tracker could not be loaded', error),
      );
  };
  const unsubscribe = store.subscribe(start);
  start();
}
