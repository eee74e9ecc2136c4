import { selectUser } from '../../../features/auth/auth-slice';
import { CourseDetailPage } from '../../../features/catalog/pages/course-detail-page';
import { CurrencyMenu } from '../../../features/preferences/components/currency-menu';
import { selectCurrency } from '../../../features/preferences/preferences-slice';
import { useAppSelector } from '../../hooks';

/** /course/:id: one program's details, with the currency choice beside its tuition. */
export function CourseDetailScreen() {
  const user = useAppSelector(selectUser);
  return (
    <CourseDetailPage
      currency={useAppSelector(selectCurrency)}
      currencyControl={<CurrencyMenu variant="labelled" />}
      signedIn={user !== null}
    />
  );
}
