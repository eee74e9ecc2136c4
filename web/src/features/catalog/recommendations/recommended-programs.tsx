import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { EmptyState } from '../../../components/empty-state';
import { CourseCard } from '../components/course-card';
import { type FavoriteCourses } from '../favorites/use-favorite-courses';
import { useRecommendedCourses } from './use-recommended-courses';

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
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (recommended.status === 'error') {
    return (
      <div
        role="alert"
        className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
      >
        <p>
          <FormattedMessage id="dashboard.overview.recommended.error" />
        </p>
        <button
          type="button"
          onClick={() => setAttempt((count) => count + 1)}
          className="mt-3 rounded-md border border-rose-300 bg-white px-3 py-1.5 text-sm font-medium text-rose-900 hover:bg-rose-100 dark:border-rose-700 dark:bg-rose-900 dark:text-rose-50"
        >
          <FormattedMessage id="dashboard.overview.retry" />
        </button>
      </div>
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
