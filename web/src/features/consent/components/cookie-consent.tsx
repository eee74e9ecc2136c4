import { useSelector } from 'react-redux';
import { selectConsentStatus } from '../consent-slice';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

/** The banner until the visitor chooses; the preferences dialog while they customize. */
export function CookieConsent() {
  const status = useSelector(selectConsentStatus);
  if (status === 'customizing') return <CookiePreferencesDialog />;
  if (status === null) return <CookieBanner />;
  return null;
}
