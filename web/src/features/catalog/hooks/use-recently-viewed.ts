import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  readRecentlyViewed,
  recordCourseView,
  subscribeRecentlyViewed,
  type RecentlyViewedEntry,
} from '../../../data/recently-viewed';

/** The programs `userId` opened on this device, newest first, kept current across tabs. */
export function useRecentlyViewed(userId: string): readonly RecentlyViewedEntry[] {
  const read = useCallback(() => readRecentlyViewed(userId), [userId]);
  return useSyncExternalStore(subscribeRecentlyViewed, read);
}

/** Records that the signed-in viewer was shown `courseId` (nothing for visitors). */
export function useRecordCourseView(viewerId: string | undefined, courseId: string | undefined) {
  useEffect(() => {
    if (viewerId && courseId) recordCourseView(viewerId, courseId);
  }, [viewerId, courseId]);
}
