import { lazy, Suspense } from 'react';
import { selectUser } from '../../../features/auth/auth-slice';
import { CourseDetailPage } from '../../../features/catalog/pages/course-detail-page';
import { CurrencyMenu } from '../../../features/preferences/components/currency-menu';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';
import { useAppSelector } from '../../hooks';

// Signed-in students only: visitors' first view of a program does not wait for its code.
const ApplyButton = lazy(async () => ({
  default: (await import('../../../features/applications/components/apply-button')).ApplyButton,
}));

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
              <Suspense fallback={null}>
                <ApplyButton courseId={id} courseTitle={title} className={className} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
