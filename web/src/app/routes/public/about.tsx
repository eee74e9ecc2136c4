import { AboutPage } from '../../../features/content/pages/about-page';

/** /about. */
export function AboutScreen() {
  return <AboutPage />;
}
