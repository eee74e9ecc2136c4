import { useEffect } from 'react';
import { trackEvent } from '../data/analytics/analytics-tracking';

/** Reports a catalogue search once its result count is known (again when filters change it). */
export function useTrackSearch(query: string | undefined, resultCount: number | undefined): void {
  useEffect(() => {
    if (query && resultCount !== undefined) trackEvent({ type: 'search', query, resultCount });
  }, [query, resultCount]);
}

/** Reports a programme's page once it shows the programme. */
export function useTrackProgrammeView(courseId: string | undefined): void {
  useEffect(() => {
    if (courseId) trackEvent({ type: 'programmeView', courseId });
  }, [courseId]);
}
