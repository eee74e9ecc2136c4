import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { EmptyState } from '../../../components/empty-state';
import { CourseCard } from '../components/course-card';
import { sortFavorites } from './favorite-sort';
import { type FavoriteCourses } from './use-favorite-courses';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';

/** How many saved programs the overview shows before "View all". */
const SHOWN = 3;

const actionClass =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

interface SavedProgramsSummaryProps {
  /** The favourites with their cards (`useFavoriteCourses`, shared with the recommendations). */
  favorites: FavoriteCourses;
  currency: Currency;
  onRetry(): void;
}

/**
 * The overview's saved programs: the latest favourites with their course cards (from the local
 * database and the saved catalogue, so offline too), a count and a link to the full list.
 */
export function SavedProgramsSummary({ favorites, currency, onRetry }: SavedProgramsSummaryProps) {
  const intl = useIntl();

  if (favorites.status === 'loading') {
    return <LoadingState />;
  }
  if (favorites.status === 'error') {
    return (
      <ErrorState
        message={<FormattedMessage id={`favorites.error.${favorites.reason}`} />}
        onRetry={onRetry}
      />
    );
  }
  const offered = sortFavorites(favorites.entries, 'saved', intl.locale).flatMap((entry) =>
    entry.course ? [entry.course] : [],
  );
  if (offered.length === 0) {
    return (
      <EmptyState
        message={<FormattedMessage id="dashboard.overview.saved.empty" />}
        action={
          <Link to="/courses" className={actionClass}>
            <FormattedMessage id="dashboard.overview.browsePrograms" />
          </Link>
        }
      />
    );
  }
  return (
    <div>
      <ul className="space-y-3">
        {offered.slice(0, SHOWN).map((course) => (
          <CourseCard key={course.id} course={course} currency={currency} headingLevel="h3" />
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="favorites.count" values={{ count: favorites.entries.length }} />
        <Link
          to="/dashboard/favorites"
          className="font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          <FormattedMessage id="dashboard.overview.saved.viewAll" />
        </Link>
      </p>
    </div>
  );
}
