import { useEffect, useState } from 'react';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { queryLocally } from '../../../data/catalog-local';
import { refreshSavedCatalogue } from '../../../data/catalog-sync';
import { useSyncedDocument } from '../../../sync/sync-hooks';
import { type FavoriteCourses } from '../favorites/use-favorite-courses';
import {
  pickRecommendations,
  recommendationQueries,
  recommendationSignals,
} from './recommendation-queries';

export type RecommendedCourses =
  | { status: 'loading' }
  | { status: 'error' }
  /** `courses` is empty with `hasSignals` false when there is nothing to go on yet. */
  | { status: 'ready'; hasSignals: boolean; courses: CourseListItem[] };

/**
 * Programs to recommend from the synced profile's study preferences and the favourites, asked of
 * the saved catalogue in the browser (no request of its own; the copy is saved first only when
 * this device has none yet and is online).
 */
export function useRecommendedCourses(
  favorites: FavoriteCourses,
  currency: Currency,
  attempt: number,
): RecommendedCourses {
  const { document: profile } = useSyncedDocument('profile');
  const entries = favorites.status === 'ready' ? favorites.entries : undefined;
  const favoriteCourses = (entries ?? []).flatMap((entry) => (entry.course ? [entry.course] : []));
  const signals = recommendationSignals(profile, favoriteCourses);
  const excluded = (entries ?? []).map((entry) => entry.favorite.courseId);
  const ready = profile !== undefined && entries !== undefined;
  const key = JSON.stringify([signals, excluded, currency, attempt]);
  const [result, setResult] = useState<{ key: string; value: RecommendedCourses }>();

  useEffect(() => {
    if (!ready) return;
    let current = true;
    const queries = recommendationQueries(signals);
    const ask = () => Promise.all(queries.map((query) => queryLocally(query, currency)));
    void ask()
      .catch(async (error: unknown) => {
        if (!navigator.onLine) throw error;
        await refreshSavedCatalogue();
        return ask();
      })
      .then(
        (answers) => {
          const courses = pickRecommendations(
            answers.map((answer) => answer.items),
            new Set(excluded),
          );
          const value = { status: 'ready', hasSignals: queries.length > 0, courses } as const;
          if (current) setResult({ key, value });
        },
        (error: unknown) => {
          console.warn('[recommendations] the saved catalogue could not be read', error);
          if (current) setResult({ key, value: { status: 'error' } });
        },
      );
    return () => {
      current = false;
    };
    // `key` stands for the signals, the favourites, the currency and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);

  if (favorites.status === 'error') return { status: 'error' };
  if (!ready || result?.key !== key) return { status: 'loading' };
  return result.value;
}
