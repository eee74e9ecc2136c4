import { CoursesPage } from '../../../features/catalog/pages/courses-page';
import { useCatalogCurrency } from './catalog-currency';

/** /courses: the program list with search, filters, sort and pages. */
export function CoursesScreen() {
  return <CoursesPage currency={useCatalogCurrency()} />;
}
