import { savedCourse, saveOpenedCourse } from '../../../data/catalog-local';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchCourseDetail } from '../api/course-api';
import { type CourseView } from '../components/course-facts';
import { withSavedFallback } from './with-saved-fallback';

/** One program with related ones, from the API or (offline) from the saved catalogue. */
export function useCourseDetail(idOrSlug: string, currency: string) {
  return useRemoteData(async (signal) => {
    const result = await withSavedFallback(
      async () => {
        const detail = await fetchCourseDetail(idOrSlug, currency, signal);
        void saveOpenedCourse(detail).catch((error: unknown) =>
          console.warn('[catalog] not saved', error),
        );
        return {
          course: detail as CourseView,
          related: detail.related,
          currency: detail.displayCurrency,
          ratesDate: detail.ratesDate,
        };
      },
      async () => {
        const saved = await savedCourse(idOrSlug, currency);
        if (!saved) return undefined;
        if (saved.kind === 'detail') {
          const { detail } = saved;
          return {
            course: detail as CourseView,
            related: detail.related,
            currency: detail.displayCurrency,
            ratesDate: detail.ratesDate,
            savedAt: saved.savedAt,
          };
        }
        return {
          course: saved.item as CourseView,
          related: saved.related,
          currency: saved.currency,
          ratesDate: saved.ratesDate,
          savedAt: saved.savedAt,
        };
      },
    );
    return result;
  }, `${idOrSlug}:${currency}`);
}
