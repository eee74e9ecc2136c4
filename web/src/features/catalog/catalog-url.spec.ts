import { clearedParams, queryFromUrl, toggleFacetValue, withParam } from './catalog-url';

describe('catalogue URL state', () => {
  it('reads filters, search, sort and page with the API schema', () => {
    const query = queryFromUrl(
      new URLSearchParams('q=data&country=de,fr&level=advanced&open=true&sort=deadline&page=3'),
    );
    expect(query).toMatchObject({
      q: 'data',
      country: ['de', 'fr'],
      level: ['advanced'],
      open: true,
      sort: 'deadline',
      page: 3,
    });
  });

  it('leaves out invalid parameters instead of failing', () => {
    const query = queryFromUrl(new URLSearchParams('level=wizard&sort=random&page=-2&country=DEU'));
    expect(query.level).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(query.country).toBeUndefined();
    expect(query.page).toBe(1);
  });

  it('toggles a value and returns to the first page', () => {
    const params = new URLSearchParams('country=de&page=4&q=art');
    const added = toggleFacetValue(params, 'country', 'fr');
    expect(added.get('country')).toBe('de,fr');
    expect(added.has('page')).toBe(false);
    expect(toggleFacetValue(added, 'country', 'de').get('country')).toBe('fr');
    expect(toggleFacetValue(params, 'country', 'de').has('country')).toBe(false);
  });

  it('sets and removes single parameters, and clears every filter', () => {
    const params = new URLSearchParams('q=art&level=beginner&page=2');
    expect(withParam(params, 'sort', 'newest').toString()).toBe('q=art&level=beginner&sort=newest');
    expect(withParam(params, 'page', '3').get('page')).toBe('3');
    expect(withParam(params, 'q', '').has('q')).toBe(false);
    expect(clearedParams(params).toString()).toBe('');
  });
});
