import { selectUser } from '../../../features/auth/auth-slice';
import { ApplyButton } from '../../../features/applications/components/apply-button';
import { CourseDetailPage } from '../../../features/catalog/pages/course-detail-page';
import { CurrencyMenu } from '../../../features/preferences/components/currency-menu';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';
import { useAppSelector } from '../../hooks';

/** /course/:id: one program's details, with the currency choice beside its tuition. */
export function CourseDetailScreen() {
  const user = useAppSelector(selectUser);
  return (
    <CourseDetailPage
      currency={usePreferences().currency}
      currencyControl={<CurrencyMenu variant="labelled" />}
      signedIn={user !== null}
      viewerId={user?.sub}
      applyAction={
        user
          ? ({ id, title, className }) => (
              <ApplyButton courseId={id} courseTitle={title} className={className} />
            )
          : undefined
      }
    />
  );
}
