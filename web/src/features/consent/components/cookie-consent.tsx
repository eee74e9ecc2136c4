import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { withMessageAreas } from '../../../i18n/with-message-areas';
import { selectConsentStatus } from '../consent-slice';
import { CookieBanner } from './cookie-banner';

// Opened from the banner or the footer, never part of the first paint: its code (and its dialog
// library) and its texts (the `pages` area) load when the visitor asks to customize.
const CookiePreferencesDialog = lazy(async () => ({
  default: (await withMessageAreas(['pages'], () => import('./cookie-preferences-dialog'))())
    .CookiePreferencesDialog,
}));

/** The banner until the visitor chooses; the preferences dialog while they customize. */
export function CookieConsent() {
  const status = useSelector(selectConsentStatus);
  if (status === 'customizing') {
    return (
      <Suspense fallback={null}>
        <CookiePreferencesDialog />
      </Suspense>
    );
  }
  if (status === null) return <CookieBanner />;
  return null;
}
