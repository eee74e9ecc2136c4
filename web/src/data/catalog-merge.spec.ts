import { type CatalogSnapshot } from '../../../shared/catalog/catalog-snapshot';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import { REFERENCE_EXCHANGE_RATES } from '../../../shared/catalog/exchange-rates';
import { mergeSnapshot, snapshotChangesSaved } from './catalog-merge';

function summary(id: string, title = `Program ${id}`): CourseSummary {
  return {
    id,
    slug: `program-${id}`,
    title,
    category: 'masters',
    programType: 'masters_degree',
    field: 'business',
    level: 'advanced',
    deliveryMethod: 'online',
    format: 'taught',
    language: 'en',
    contentLanguage: 'en',
    durationValue: 12,
    durationUnit: 'months',
    durationMonths: 12,
    durationBand: 'long',
    tuitionFee: 10_000,
    currency: 'EUR',
    tuitionPeriod: 'per_year',
    tuitionBand: 'mid',
    applicationDeadline: '2026-06-01T00:00:00.000Z',
    startDates: ['2026-09-01T00:00:00.000Z'],
    location: 'Berlin',
    country: 'de',
    image: '/images/courses/1.webp',
    featured: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    provider: { name: 'Example University', partner: false },
    searchText: title.toLowerCase(),
  };
}

function snapshot(items: CourseSummary[], activeIds?: string[]): CatalogSnapshot {
  return {
    version: 'v1',
    updatedUntil: '2025-01-02T00:00:00.000Z',
    rates: REFERENCE_EXCHANGE_RATES,
    items,
    ...(activeIds ? { activeIds } : {}),
  };
}

describe('mergeSnapshot', () => {
  it('replaces everything saved with a whole catalogue', () => {
    const merged = mergeSnapshot([summary('a'), summary('b')], snapshot([summary('c')]));
    expect(merged.map((item) => item.id)).toEqual(['c']);
  });

  it('updates, adds and drops programs from an incremental snapshot', () => {
    const saved = [summary('a'), summary('b'), summary('c')];
    const merged = mergeSnapshot(
      saved,
      snapshot([summary('b', 'Renamed'), summary('d')], ['a', 'b', 'd']),
    );
    expect(merged.map((item) => [item.id, item.title])).toEqual([
      ['a', 'Program a'],
      ['b', 'Renamed'],
      ['d', 'Program d'],
    ]);
  });
});

describe('snapshotChangesSaved', () => {
  const saved = { count: 2, rates: REFERENCE_EXCHANGE_RATES };

  it('is true for a first save, a whole catalogue and new or changed programs', () => {
    expect(snapshotChangesSaved(undefined, snapshot([], ['a', 'b']))).toBe(true);
    expect(snapshotChangesSaved(saved, snapshot([summary('a')]))).toBe(true);
    expect(snapshotChangesSaved(saved, snapshot([summary('a')], ['a', 'b']))).toBe(true);
  });

  it('is true when programs were dropped or the rates changed', () => {
    expect(snapshotChangesSaved(saved, snapshot([], ['a']))).toBe(true);
    const rates = { ...REFERENCE_EXCHANGE_RATES, date: '2026-01-01' };
    expect(snapshotChangesSaved(saved, { ...snapshot([], ['a', 'b']), rates })).toBe(true);
  });

  it('is false for an incremental snapshot that changes nothing', () => {
    expect(snapshotChangesSaved(saved, snapshot([], ['a', 'b']))).toBe(false);
  });
});
