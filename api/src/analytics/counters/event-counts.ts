import { type AnalyticsEvent } from '../../../../shared/analytics/analytics-events';
import { type DayCounts } from './day-counts';

/** Search words as counted: case, spacing and Unicode forms folded, so "Law " and "law" add up. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * Words that look like someone's e-mail address or phone number are personal data: the search
 * still counts, its words are not kept.
 */
const PERSONAL = /@|\d[\d\s().-]{5,}\d/;

function queryKey(query: string): string | undefined {
  const normalised = normaliseQuery(query);
  return normalised && !PERSONAL.test(normalised) ? normalised : undefined;
}

/** What a programme view also counts: the programme's country from the catalogue. */
export type CountryOf = (courseId: string) => string | undefined;

/** Adds one event to the counters of its day. */
export function countEvent(event: AnalyticsEvent, counts: DayCounts, countryOf: CountryOf): void {
  switch (event.type) {
    case 'pageView':
      counts.add('pageViews');
      if (event.sessionStart) counts.add('visits');
      return;
    case 'search': {
      const zero = event.resultCount === 0;
      counts.add('searches');
      if (zero) counts.add('zeroResultSearches');
      const key = queryKey(event.query);
      if (key === undefined) return;
      counts.add('searchQueries', key);
      if (zero) counts.add('zeroResultQueries', key);
      return;
    }
    case 'programmeView': {
      counts.add('programmeViews');
      counts.add('programmes', event.courseId);
      const country = countryOf(event.courseId);
      if (country) counts.add('countries', country);
      return;
    }
    case 'favourite':
      counts.add('favourites');
      return;
    case 'lead':
      counts.add('leads');
      counts.add('leadKinds', event.kind);
      return;
    case 'funnel':
      counts.add('funnel', event.step);
      return;
  }
}
