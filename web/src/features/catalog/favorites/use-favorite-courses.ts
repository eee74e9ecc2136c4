import { useEffect, useState } from 'react';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { savedCourseItems } from '../../../data/catalog-local';
import { refreshSavedCatalogue } from '../../../data/catalog-sync';
import { useSyncedCollection } from '../../../sync/sync-hooks';
import { type FavoriteEntry } from './favorite-sort';

export type FavoriteCourses =
  | { status: 'loading' }
  | { status: 'error'; reason: 'database' | 'catalogue' }
  | { status: 'ready'; entries: FavoriteEntry[] };

/**
 * The user's favourites with each program's card from the saved catalogue (brought up to date
 * first when online), so the list works offline; a program the catalogue no longer has comes
 * with a null card.
 */
export function useFavoriteCourses(currency: Currency, attempt: number): FavoriteCourses {
  const { documents, status } = useSyncedCollection('favorites');
  const [cards, setCards] = useState<{ key: string; result: FavoriteCourses } | undefined>();
  // Which favourites, and each one's confirmed state (the 'Recently saved' order uses it).
  const states = documents.map((favorite) => `${favorite.courseId}@${favorite.updatedAt ?? ''}`);
  const key = `${currency}|${attempt}|${states.join(',')}`;

  useEffect(() => {
    if (status !== 'ready') return;
    let current = true;
    const favorites = documents;
    const courseIds = favorites.map((favorite) => favorite.courseId);
    const show = (items: readonly (CourseListItem | null)[]) => {
      const entries = favorites.map((favorite, index) => ({
        favorite,
        course: items[index] ?? null,
      }));
      if (current) setCards({ key, result: { status: 'ready', entries } });
    };
    const read = () =>
      courseIds.length ? savedCourseItems(courseIds, currency) : Promise.resolve([]);
    void (async () => {
      try {
        // The saved copy answers at once; a device that has none yet saves it first (online).
        show(
          await read().catch(async (error: unknown) => {
            if (!navigator.onLine) throw error;
            await refreshSavedCatalogue();
            return read();
          }),
        );
        // Then the copy is brought up to date, so a program withdrawn since shows as such.
        if (navigator.onLine) {
          await refreshSavedCatalogue();
          show(await read());
        }
      } catch (error) {
        console.warn('[favourites] the saved catalogue could not be read', error);
        if (current) setCards({ key, result: { status: 'error', reason: 'catalogue' } });
      }
    })();
    return () => {
      current = false;
    };
    // `key` stands for the favourites, the currency and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, status]);

  if (status === 'error') return { status: 'error', reason: 'database' };
  if (status === 'loading' || cards?.key !== key) {
    // Keep showing the previous list while a changed one loads (a removal, a new favourite).
    return cards?.result.status === 'ready' && status === 'ready'
      ? refreshed(cards.result, documents)
      : { status: 'loading' };
  }
  return cards.result;
}

/** The last list, limited to the favourites still present, while the new cards load. */
function refreshed(
  previous: { status: 'ready'; entries: FavoriteEntry[] },
  favorites: readonly { courseId: string }[],
): FavoriteCourses {
  const present = new Set(favorites.map((favorite) => favorite.courseId));
  return {
    status: 'ready',
    entries: previous.entries.filter((entry) => present.has(entry.favorite.courseId)),
  };
}
