import { HelpPage } from '../../../features/content/pages/help-page';

/** /help (and /faq, which redirects here). */
export function HelpScreen() {
  return <HelpPage />;
}
