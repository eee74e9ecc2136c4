import { ShareYourStoryPage } from '../../../features/leads/pages/share-your-story-page';

/** /share-your-story: the success-story submission (spec §1, testimonials). */
export function ShareYourStoryScreen() {
  return <ShareYourStoryPage />;
}
