import { selectUser } from '../../../features/auth/auth-slice';
import { CourseDetailPage } from '../../../features/catalog/pages/course-detail-page';
import { useAppSelector } from '../../hooks';
import { useCatalogCurrency } from './catalog-currency';

/** /course/:id: one program's details. */
export function CourseDetailScreen() {
  const user = useAppSelector(selectUser);
  return <CourseDetailPage currency={useCatalogCurrency()} signedIn={user !== null} />;
}
