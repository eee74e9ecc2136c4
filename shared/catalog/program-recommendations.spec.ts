import { type CourseListItem } from './course-list';
import { type CourseSummary } from './course-summary';
import { summary } from './course-summary.fixture';
import {
  hasSignals,
  rankRecommendations,
  recommendationSignals,
  type RecommendationProfile,
} from './program-recommendations';

const NOW = new Date('2026-01-15T12:00:00Z');
const OPEN = '2026-06-30T21:59:00.000Z';

const item = (index: number, overrides: Partial<CourseSummary> = {}): CourseListItem => {
  const { searchText: _searchText, ...card } = summary(index, {
    applicationDeadline: OPEN,
    ...overrides,
  });
  return { ...card, tuitionConverted: card.tuitionFee };
};

const profile = (overrides: Partial<RecommendationProfile> = {}): RecommendationProfile => ({
  desiredPrograms: [],
  desiredCountries: [],
  preferredStartDate: '',
  ...overrides,
});

const rank = (
  candidates: CourseListItem[],
  signals = recommendationSignals(profile(), []),
  excluded: string[] = [],
) => rankRecommendations(candidates, signals, { excluded: new Set(excluded), now: NOW, limit: 10 });

describe(recommendationSignals.name, () => {
  it('takes programme types and countries from the study preferences first', () => {
    const signals = recommendationSignals(
      profile({
        desiredPrograms: ['master', 'phd'],
        desiredCountries: ['fr'],
        preferredStartDate: '2026-09-01',
      }),
      [item(1, { country: 'it', category: 'certificate', field: 'law', tuitionBand: 'budget' })],
    );
    expect(signals).toEqual({
      categories: ['masters', 'graduate', 'phd'],
      countries: ['fr'],
      fields: ['law'],
      band: 'budget',
      startAfter: '2026-09-01',
    });
  });

  it("falls back on the shortlist's countries and categories, its usual band standing for the budget", () => {
    const signals = recommendationSignals(profile({ desiredPrograms: ['other'] }), [
      item(1, { country: 'it', category: 'phd', tuitionBand: 'premium' }),
      item(2, { country: 'it', category: 'masters', tuitionBand: 'mid' }),
      item(3, { country: 'es', category: 'phd', tuitionBand: 'premium' }),
    ]);
    expect(signals).toMatchObject({
      categories: ['phd', 'masters'],
      countries: ['it', 'es'],
      band: 'premium',
    });
  });

  it('has nothing to go on without preferences or a shortlist', () => {
    const signals = recommendationSignals(undefined, []);
    expect(hasSignals(signals)).toBe(false);
    expect(rank([item(1), item(2)], signals)).toEqual([]);
    const startOnly = recommendationSignals(profile({ preferredStartDate: '2026-09-01' }), []);
    expect(hasSignals(startOnly)).toBe(false);
  });
});

describe(rankRecommendations.name, () => {
  const signals = recommendationSignals(
    profile({ desiredPrograms: ['master'], desiredCountries: ['fr'] }),
    [item(90, { country: 'de', category: 'undergraduate', field: 'law', tuitionBand: 'budget' })],
  );

  it('ranks by the weight of the signals met and says which ones', () => {
    const ranked = rank(
      [
        item(1, { country: 'fr', category: 'undergraduate', field: 'arts_design' }),
        item(2, { country: 'fr', category: 'masters', field: 'law', tuitionBand: 'budget' }),
        item(3, { country: 'it', category: 'masters', field: 'arts_design' }),
        item(4, { country: 'it', category: 'phd', field: 'law' }),
        item(5, { country: 'fr', category: 'graduate', field: 'arts_design' }),
      ],
      signals,
    );
    expect(ranked.map(({ course, score }) => [course.id, score])).toEqual([
      [item(2).id, 10],
      [item(5).id, 7],
      [item(3).id, 4],
      [item(1).id, 3],
      [item(4).id, 2],
    ]);
    expect(ranked[0]!.reasons).toEqual([
      { kind: 'category', category: 'masters' },
      { kind: 'country', country: 'fr' },
      { kind: 'field', field: 'law' },
      { kind: 'budget', band: 'budget' },
    ]);
  });

  it('leaves out the shortlist, passed deadlines, repeats and budget-only matches', () => {
    const ranked = rank(
      [
        item(1, { country: 'fr', category: 'masters' }),
        item(2, {
          country: 'fr',
          category: 'masters',
          applicationDeadline: '2026-01-15T11:59:00Z',
        }),
        item(3, { country: 'fr' }),
        item(3, { country: 'fr' }),
        item(4, { country: 'it', category: 'phd', field: 'business', tuitionBand: 'budget' }),
      ],
      signals,
      [item(1).id],
    );
    expect(ranked.map(({ course }) => course.id)).toEqual([item(3).id]);
  });

  it('breaks ties by the nearer deadline, then by id, and keeps to the limit', () => {
    const ranked = rankRecommendations(
      [
        item(3, { country: 'fr', applicationDeadline: '2026-05-01T00:00:00Z' }),
        item(2, { country: 'fr', applicationDeadline: '2026-04-01T00:00:00Z' }),
        item(1, { country: 'fr', applicationDeadline: '2026-05-01T00:00:00Z' }),
      ],
      signals,
      { excluded: new Set(), now: NOW, limit: 2 },
    );
    expect(ranked.map(({ course }) => course.id)).toEqual([item(2).id, item(1).id]);
  });

  it('counts a start on or after the preferred day', () => {
    const withStart = recommendationSignals(profile({ preferredStartDate: '2026-09-01' }), []);
    const ranked = rank(
      [
        item(1, { startDates: ['2026-08-31T22:00:00.000Z'] }),
        item(2, { startDates: ['2026-03-01T00:00:00.000Z', '2026-09-01T00:00:00.000Z'] }),
      ],
      withStart,
    );
    expect(ranked.map(({ course, reasons }) => [course.id, reasons])).toEqual([
      [item(2).id, [{ kind: 'start', after: '2026-09-01' }]],
    ]);
  });
});
