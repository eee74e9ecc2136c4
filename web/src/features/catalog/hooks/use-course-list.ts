import { type CatalogueQuery } from '../../../../../shared/catalog/catalog-query';
import { queryLocally } from '../../../data/catalog-local';
import { LocalizedError } from '../../../data/localized-error';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchCourseList } from '../api/course-api';
import { apiSearchParams } from '../catalog-url';
import { withSavedFallback } from './with-saved-fallback';

/** A result page for `query` from the API, or from the saved catalogue when offline. */
export function useCourseList(query: CatalogueQuery, currency: string) {
  const key = apiSearchParams(query, currency).toString();
  return useRemoteData(async (signal) => {
    const result = await withSavedFallback(
      () => fetchCourseList(query, currency, signal),
      () => queryLocally(query, currency),
    );
    if (!result) throw new LocalizedError('catalog.offline.unavailable', 'no catalogue saved');
    return result;
  }, key);
}
