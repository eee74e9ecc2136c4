import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { SuspenseOutlet } from '../../components/suspense-outlet';
import { AssistantToggle } from '../../features/assistant/components/assistant-toggle';
import { CookieConsent } from '../../features/consent/components/cookie-consent';
import { MaintenanceBanner } from '../../features/flags/maintenance-banner';
import { ToastViewport } from '../../components/toast-viewport';
import { OutboxIndicatorSlot } from '../../features/leads/components/outbox-indicator-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import {
  SITE_FRAME_CLASS,
  SITE_MAIN_CLASS,
} from '../../../../shared/first-paint/site-frame-classes';

/** The frame of every public screen (spec §2): header, the screen, footer. */
export function SiteLayout() {
  return (
    <div className={SITE_FRAME_CLASS}>
      <SkipLink />
      <MaintenanceBanner />
      <SiteHeader />
      {/* While the screen's code or data loads, the main area keeps a viewport's height: the
          footer stays out of view instead of painting and then jumping down (layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={SITE_MAIN_CLASS}>
        <SuspenseOutlet />
      </main>
      <SiteFooter />
      <AssistantToggle />
      <CookieConsent />
      <OutboxIndicatorSlot />
      <ToastViewport />
    </div>
  );
}
