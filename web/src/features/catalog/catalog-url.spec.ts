import {
  apiSearchParams,
  clearedParams,
  queryFromUrl,
  toggleFacetValue,
  withParam,
  withParams,
} from './catalog-url';

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

  it('reads the tuition range and start date, and sends them to the API in the chosen currency', () => {
    const query = queryFromUrl(
      new URLSearchParams('tuitionMin=5000&tuitionMax=20000.5&startFrom=2026-09-01'),
    );
    expect(query).toMatchObject({
      tuitionMin: 5000,
      tuitionMax: 20000.5,
      startFrom: '2026-09-01',
    });
    const api = apiSearchParams(query, 'EUR');
    expect(api.get('tuitionMin')).toBe('5000');
    expect(api.get('tuitionMax')).toBe('20000.5');
    expect(api.get('startFrom')).toBe('2026-09-01');
    expect(api.get('currency')).toBe('EUR');
  });

  it('leaves out malformed bounds and dates, and a maximum below the minimum', () => {
    const malformed = queryFromUrl(
      new URLSearchParams('tuitionMin=-5&tuitionMax=lots&startFrom=2026-13-40'),
    );
    expect(malformed.tuitionMin).toBeUndefined();
    expect(malformed.tuitionMax).toBeUndefined();
    expect(malformed.startFrom).toBeUndefined();
    const reversed = queryFromUrl(new URLSearchParams('tuitionMin=9000&tuitionMax=100'));
    expect(reversed.tuitionMin).toBe(9000);
    expect(reversed.tuitionMax).toBeUndefined();
  });

  it('sets a range as one change and returns to page 1 only when something changed', () => {
    const params = new URLSearchParams('q=art&tuitionMin=100&page=3');
    const ranged = withParams(params, { tuitionMin: '200', tuitionMax: '900' });
    expect(ranged.toString()).toBe('q=art&tuitionMin=200&tuitionMax=900');
    expect(withParams(ranged, { tuitionMin: '', tuitionMax: '900' }).toString()).toBe(
      'q=art&tuitionMax=900',
    );
    expect(withParams(params, { tuitionMin: '100', tuitionMax: '' }).toString()).toBe(
      params.toString(),
    );
  });

  it('clears the tuition range and start date with every other filter', () => {
    const params = new URLSearchParams('tuitionMin=1&tuitionMax=2&startFrom=2026-01-01&lang=x');
    expect(clearedParams(params).toString()).toBe('lang=x');
  });
});
