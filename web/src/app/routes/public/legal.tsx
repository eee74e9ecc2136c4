import { LegalPage } from '../../../features/content/pages/legal-page';

/** /legal?tab=gdpr|privacy|cookies; /gdpr-notice, /privacy-policy and /legal/cookies redirect here. */
export function LegalScreen() {
  return <LegalPage />;
}
