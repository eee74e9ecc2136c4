import { countEvent, normaliseQuery } from './event-counts';
import { DayCounts, MAX_KEYS_PER_METRIC, OTHER_KEY } from './day-counts';

describe('countEvent', () => {
  const countryOf = (courseId: string) => (courseId === 'known' ? 'de' : undefined);

  it('counts a programme view under its catalogue country, and none for an unknown programme', () => {
    const counts = new DayCounts();
    countEvent({ type: 'programmeView', courseId: 'known' }, counts, countryOf);
    countEvent({ type: 'programmeView', courseId: 'gone' }, counts, countryOf);
    expect(counts.total('programmeViews')).toBe(2);
    expect(counts.top('countries', 10)).toEqual([{ key: 'de', count: 1 }]);
  });

  it('keeps no search words that look like an e-mail address or a phone number', () => {
    const counts = new DayCounts();
    for (const query of ['a@b.co', '+90 532 123 45 67', 'MBA  London', '']) {
      countEvent({ type: 'search', query, resultCount: 1 }, counts, countryOf);
    }
    expect(counts.total('searches')).toBe(4);
    expect(counts.top('searchQueries', 10)).toEqual([{ key: 'mba london', count: 1 }]);
  });

  it('folds case, spacing and Unicode forms of search words', () => {
    expect(normaliseQuery('  ＬＡＷ   School ')).toBe('law school');
  });
});

describe('DayCounts', () => {
  it('counts keys past the per-metric cap under one "other" key, losing no count', () => {
    const counts = new DayCounts();
    for (let i = 0; i <= MAX_KEYS_PER_METRIC; i++) counts.add('searchQueries', `q${i}`);
    expect(counts.total('searchQueries')).toBe(MAX_KEYS_PER_METRIC + 1);
    expect(counts.count('searchQueries', OTHER_KEY)).toBe(1);
  });
});
