import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { EmptyState } from '../../../components/empty-state';
import { CourseCard } from '../components/course-card';
import { type FavoriteCourses } from '../favorites/use-favorite-courses';
import { useRecommendedCourses } from './use-recommended-courses';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';

const actionClass =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

interface RecommendedProgramsProps {
  favorites: FavoriteCourses;
  currency: Currency;
}

/** The overview's recommended programs, with loading, error and empty states. */
export function RecommendedPrograms({ favorites, currency }: RecommendedProgramsProps) {
  const [attempt, setAttempt] = useState(0);
  const recommended = useRecommendedCourses(favorites, currency, attempt);

  if (recommended.status === 'loading') {
    return <LoadingState />;
  }
  if (recommended.status === 'error') {
    return (
      <ErrorState
        message={<FormattedMessage id="dashboard.overview.recommended.error" />}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  if (recommended.courses.length === 0) {
    return (
      <EmptyState
        message={
          <FormattedMessage
            id={
              recommended.hasSignals
                ? 'dashboard.overview.recommended.none'
                : 'dashboard.overview.recommended.empty'
            }
          />
        }
        action={
          <Link
            to={recommended.hasSignals ? '/courses' : '/dashboard/profile'}
            className={actionClass}
          >
            <FormattedMessage
              id={
                recommended.hasSignals
                  ? 'dashboard.overview.browsePrograms'
                  : 'dashboard.overview.profile.action'
              }
            />
          </Link>
        }
      />
    );
  }
  return (
    <ul className="space-y-3">
      {recommended.courses.map((course) => (
        <CourseCard key={course.id} course={course} currency={currency} headingLevel="h3" />
      ))}
    </ul>
  );
}
