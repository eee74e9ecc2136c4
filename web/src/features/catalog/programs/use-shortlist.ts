import { useEffect, useState } from 'react';
import { type ApplicationView } from '../../../../../shared/applications/application';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { savedCourseItems } from '../../../data/catalog-local';
import { refreshSavedCatalogue } from '../../../data/catalog-sync';
import { type FavoriteCourses } from '../favorites/use-favorite-courses';
import { mergeShortlist, type ShortlistState } from './shortlist';

/** The applications as the dashboard keeps them (the applications feature's list state). */
export type ApplicationsInput =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; applications: ApplicationView[] };

/**
 * The shortlist from the favourites (with their cards) and the applications, whose programmes'
 * cards come from the saved catalogue too, so it opens offline.
 */
export function useShortlist(
  favorites: FavoriteCourses,
  applications: ApplicationsInput,
  currency: Currency,
): ShortlistState {
  const applied = applications.status === 'ready' ? applications.applications : [];
  const ids = applied.map((application) => application.courseId);
  const key = `${currency}|${ids.join(',')}`;
  const [cards, setCards] = useState<{ key: string; cards?: Map<string, CourseListItem | null> }>();

  useEffect(() => {
    if (applications.status === 'loading') return;
    let current = true;
    const read = () => (ids.length ? savedCourseItems(ids, currency) : Promise.resolve([]));
    void read()
      .catch(async (error: unknown) => {
        if (!navigator.onLine) throw error;
        await refreshSavedCatalogue();
        return read();
      })
      .then(
        (items) => {
          if (current)
            setCards({ key, cards: new Map(ids.map((id, i) => [id, items[i] ?? null])) });
        },
        (error: unknown) => {
          console.warn('[programs] the saved catalogue could not be read', error);
          if (current) setCards({ key });
        },
      );
    return () => {
      current = false;
    };
    // `key` stands for the applied programmes and the currency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, applications.status]);

  if (favorites.status === 'error') return { status: 'error' };
  if (favorites.status === 'loading' || applications.status === 'loading') {
    return { status: 'loading' };
  }
  if (cards?.key !== key) return { status: 'loading' };
  if (!cards.cards) return { status: 'error' };
  return {
    status: 'ready',
    items: mergeShortlist(favorites.entries, applied, cards.cards),
    applicationsMissing: applications.status === 'failed',
  };
}
