import { CoursesPage } from '../../../features/catalog/pages/courses-page';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';

/** /courses: the program list with search, filters, sort and pages. */
export function CoursesScreen() {
  return <CoursesPage currency={usePreferences().currency} />;
}
