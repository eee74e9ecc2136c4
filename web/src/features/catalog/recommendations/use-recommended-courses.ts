import { useEffect, useState } from 'react';
import { type Currency } from '../../../../../shared/catalog/currencies';
import {
  hasSignals,
  rankRecommendations,
  type RankedProgram,
  recommendationSignals,
} from '../../../../../shared/catalog/program-recommendations';
import { queryLocally } from '../../../data/catalog-local';
import { refreshSavedCatalogue } from '../../../data/catalog-sync';
import { useSyncedDocument } from '../../../sync/sync-hooks';
import { type ShortlistState } from '../programs/shortlist';
import { recommendationQueries } from './recommendation-queries';

export type RecommendedCourses =
  | { status: 'loading' }
  | { status: 'error' }
  /** `programs` is empty with `hasSignals` false when there is nothing to go on yet. */
  | { status: 'ready'; hasSignals: boolean; programs: RankedProgram[] };

/**
 * Programmes to recommend from the synced profile's study preferences and the shortlist, each
 * with why, asked of the saved catalogue in the browser (no request of its own, so offline too;
 * the copy is saved first only when this device has none yet and is online).
 */
export function useRecommendedCourses(
  shortlist: ShortlistState,
  currency: Currency,
  attempt: number,
  limit: number,
): RecommendedCourses {
  const { document: profile } = useSyncedDocument('profile');
  const items = shortlist.status === 'ready' ? shortlist.items : undefined;
  const courses = (items ?? []).flatMap((item) => (item.course ? [item.course] : []));
  const signals = recommendationSignals(profile, courses);
  const excluded = (items ?? []).map((item) => item.courseId);
  const ready = profile !== undefined && items !== undefined;
  const key = JSON.stringify([signals, excluded, currency, attempt, limit]);
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
          const programs = rankRecommendations(
            answers.flatMap((answer) => answer.items),
            signals,
            { excluded: new Set(excluded), now: new Date(), limit },
          );
          const value = { status: 'ready', hasSignals: hasSignals(signals), programs } as const;
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
    // `key` stands for the signals, the shortlist, the currency, the attempt and the limit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);

  if (shortlist.status === 'error') return { status: 'error' };
  if (!ready || result?.key !== key) return { status: 'loading' };
  return result.value;
}
