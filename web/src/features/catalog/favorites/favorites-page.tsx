import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { type MessageId } from '../../../i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { removeFavorite } from '../../../sync/sync-hooks';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { type FavoriteApplyAction, FavoriteItem } from './favorite-item';
import { FAVORITE_SORTS, sortFavorites, type FavoriteSort } from './favorite-sort';
import { useFavoriteCourses } from './use-favorite-courses';

/**
 * /dashboard/favorites: the programs the student saved, from the local database and the saved
 * catalogue (so it works offline), in the order they choose, each removable.
 */
export function FavoritesPage({
  currency,
  applyAction,
}: {
  currency: Currency;
  /** Apply for a saved programme (the app composes it from the applications feature). */
  applyAction?: FavoriteApplyAction;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.nav.favorites' });
  useDocumentTitle(title);
  const [sort, setSort] = useState<FavoriteSort>('saved');
  const [attempt, setAttempt] = useState(0);
  const favorites = useFavoriteCourses(currency, attempt);
  const sortId = useId();

  const remove = (courseId: string) => {
    removeFavorite(courseId).catch((error: unknown) =>
      console.error('[favourites] the removal was not saved', error),
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="favorites.intro" />
      </p>
      {favorites.status === 'loading' && (
        <div className="mt-6">
          <CourseCardSkeleton />
        </div>
      )}
      {favorites.status === 'error' && (
        <div
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-5 text-red-900"
        >
          <p className="font-semibold">
            <FormattedMessage id={`favorites.error.${favorites.reason}`} />
          </p>
          <button
            type="button"
            onClick={() => setAttempt((count) => count + 1)}
            className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <FormattedMessage id="favorites.error.retry" />
          </button>
        </div>
      )}
      {favorites.status === 'ready' && favorites.entries.length === 0 && (
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">
            <FormattedMessage id="favorites.empty.title" />
          </p>
          <p className="mt-1 text-slate-700">
            <FormattedMessage id="favorites.empty.body" />
          </p>
          <Link
            to="/courses"
            className="mt-4 inline-block rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
          >
            <FormattedMessage id="favorites.empty.action" />
          </Link>
        </div>
      )}
      {favorites.status === 'ready' && favorites.entries.length > 0 && (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              <FormattedMessage id="favorites.count" values={{ count: favorites.entries.length }} />
            </p>
            <div className="flex items-center gap-2 text-sm">
              <label htmlFor={sortId} className="text-slate-600">
                <FormattedMessage id="favorites.sort.label" />
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => setSort(event.target.value as FavoriteSort)}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
              >
                {FAVORITE_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {intl.formatMessage({ id: `favorites.sort.${option}` as MessageId })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ul className="mt-4 space-y-3">
            {sortFavorites(favorites.entries, sort, intl.locale).map((entry) => (
              <FavoriteItem
                key={entry.favorite.courseId}
                entry={entry}
                currency={currency}
                onRemove={remove}
                applyAction={applyAction}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
