import { recommendationQueries } from './recommendation-queries';

const signals = { countries: [], categories: [], fields: [], band: null, startAfter: '' };

describe(recommendationQueries.name, () => {
  it('asks for country and category together first, then each signal alone, open programs only', () => {
    const queries = recommendationQueries({
      ...signals,
      countries: ['fr'],
      categories: ['phd'],
      fields: ['law'],
    });
    expect(queries.map(({ country, category, field }) => [country, category, field])).toEqual([
      [['fr'], ['phd'], undefined],
      [['fr'], undefined, undefined],
      [undefined, ['phd'], undefined],
      [undefined, undefined, ['law']],
    ]);
    expect(queries.every((query) => query.open === true)).toBe(true);
  });

  it('asks nothing without a signal to search by', () => {
    expect(recommendationQueries(signals)).toEqual([]);
    expect(recommendationQueries({ ...signals, startAfter: '2027-01-01' })).toEqual([]);
  });
});
