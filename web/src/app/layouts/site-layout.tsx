import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { SuspenseOutlet } from '../../components/suspense-outlet';
import { CookieConsent } from '../../features/consent/components/cookie-consent';
import { ToastViewport } from '../../components/toast-viewport';
import { OutboxIndicator } from '../../features/leads/components/outbox-indicator';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public screen (spec §2): header, the screen, footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <SuspenseOutlet />
      </main>
      <SiteFooter />
      <CookieConsent />
      <OutboxIndicator />
      <ToastViewport />
    </div>
  );
}
