import { type RecentlyViewedEntry } from '../../../data/recently-viewed';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchRecentCourses } from '../api/recent-courses';

/** The cards of the recently viewed programs in `currency`; a new `attempt` loads them again. */
export function useRecentCourses(
  entries: readonly RecentlyViewedEntry[],
  currency: string,
  attempt: number,
) {
  const courseIds = entries.map((entry) => entry.courseId);
  return useRemoteData(
    (signal) => fetchRecentCourses(courseIds, currency, signal),
    `${courseIds.join(',')}:${currency}:${attempt}`,
  );
}
