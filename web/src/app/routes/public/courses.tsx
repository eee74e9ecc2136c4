import { CoursesPage } from '../../../features/catalog/pages/courses-page';
import { selectCurrency } from '../../../features/preferences/preferences-slice';
import { useAppSelector } from '../../hooks';

/** /courses: the program list with search, filters, sort and pages. */
export function CoursesScreen() {
  return <CoursesPage currency={useAppSelector(selectCurrency)} />;
}
