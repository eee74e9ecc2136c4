import { StudyOptionsPage } from '../../../features/content/pages/study-options-page';

/** /study-options (and /learning-path, which redirects here). */
export function StudyOptionsScreen() {
  return <StudyOptionsPage />;
}
