import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { ApiCallError } from '../../../data/api-client';
import { savedCourse } from '../../../data/catalog-local';
import { withSavedFallback } from '../hooks/with-saved-fallback';
import { fetchCourseDetail } from './course-api';

/** A program's card with the currency its tuition was converted to. */
export interface RecentCourse {
  course: CourseListItem;
  currency: string;
}

/**
 * One program's card, from the API or (offline) from the saved catalogue; undefined when the
 * program is no longer offered (the API answers 404, or the saved catalogue lacks it).
 */
async function recentCourse(
  courseId: string,
  currency: string,
  signal: AbortSignal,
): Promise<RecentCourse | undefined> {
  try {
    const result = await withSavedFallback<RecentCourse>(
      async () => {
        const detail = await fetchCourseDetail(courseId, currency, signal);
        return { course: detail, currency: detail.displayCurrency };
      },
      async () => {
        const saved = await savedCourse(courseId, currency);
        if (!saved) return undefined;
        return saved.kind === 'detail'
          ? { course: saved.detail, currency: saved.detail.displayCurrency, savedAt: saved.savedAt }
          : { course: saved.item, currency: saved.currency, savedAt: saved.savedAt };
      },
    );
    return result?.data;
  } catch (error) {
    if (error instanceof ApiCallError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * The cards of `courseIds`, in their order, leaving out programs no longer offered. Fails only
 * when no card could be read at all, so one unreachable program does not hide the others.
 */
export async function fetchRecentCourses(
  courseIds: readonly string[],
  currency: string,
  signal: AbortSignal,
): Promise<RecentCourse[]> {
  const results = await Promise.allSettled(
    courseIds.map((courseId) => recentCourse(courseId, currency, signal)),
  );
  const cards = results.flatMap((result) =>
    result.status === 'fulfilled' && result.value ? [result.value] : [],
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (cards.length === 0 && failure) throw failure.reason;
  return cards;
}
