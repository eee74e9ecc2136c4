import { describe, expect, it } from '@jest/globals';
import { prepareCatalogue, programTuitionUsd } from './catalog-prepare';
import { queryCatalogue, type CatalogueQuery } from './catalog-query';
import { relatedCourses } from './catalog-related';
import { courseListQuerySchema } from './course-list';
import { type CourseSummary } from './course-summary';
import { summary } from './course-summary.fixture';
import { REFERENCE_EXCHANGE_RATES } from './exchange-rates';

const NOW = new Date('2026-01-10T12:00:00Z');

const COURSES = [
  summary(1, {
    country: 'fr',
    title: 'École de Génie Logiciel',
    tuitionFee: 4_000,
    currency: 'EUR',
    tuitionBand: 'budget',
  }),
  summary(2, { country: 'fr', deliveryMethod: 'online', durationMonths: 2, durationBand: 'short' }),
  summary(3, {
    country: 'tr',
    title: 'İşletme Yönetimi',
    location: 'İstanbul',
    tuitionFee: 200_000,
    currency: 'TRY',
    tuitionBand: 'budget',
  }),
  summary(4, {
    country: 'de',
    deliveryMethod: 'hybrid',
    tuitionFee: 30_000,
    tuitionBand: 'premium',
    applicationDeadline: '2025-12-01T00:00:00.000Z',
  }),
  summary(5, {
    country: 'us',
    level: 'advanced',
    field: 'law',
    featured: true,
    createdAt: '2025-09-01T00:00:00.000Z',
  }),
  ...Array.from({ length: 40 }, (_, offset) =>
    summary(10 + offset, { tuitionFee: 1_000 * offset }),
  ),
];
const catalogue = prepareCatalogue(COURSES, REFERENCE_EXCHANGE_RATES);

function run(query: Record<string, string>) {
  const parsed: CatalogueQuery = courseListQuerySchema.parse({ limit: '100', ...query });
  return queryCatalogue(catalogue, parsed, NOW);
}
const ids = (query: Record<string, string>) => run(query).items.map((item) => item.id);

describe(queryCatalogue.name, () => {
  it('filters by each multi-value filter alone and combined', () => {
    expect(run({ country: 'fr' }).total).toBe(2);
    expect(run({ country: 'fr,tr' }).total).toBe(3);
    expect(run({ deliveryMethod: 'online,hybrid' }).total).toBe(2);
    expect(run({ country: 'fr', deliveryMethod: 'online' }).items.map((c) => c.slug)).toEqual([
      'course-2',
    ]);
    expect(run({ level: 'advanced', field: 'law' }).total).toBe(1);
    expect(run({ budget: 'premium' }).total).toBeGreaterThanOrEqual(1);
    expect(run({ duration: 'short' }).total).toBe(1);
  });

  it('counts each facet given the other filters only', () => {
    const { facets, total } = run({ country: 'fr', deliveryMethod: 'online' });
    expect(total).toBe(1);
    expect(facets.country).toEqual({ fr: 1 });
    expect(facets.deliveryMethod).toEqual({ online: 1, on_campus: 1 });
    const countries = run({ deliveryMethod: 'on_campus' }).facets.country!;
    expect(countries.fr).toBe(1);
    expect(countries.de).toBe(40);
  });

  it('matches word prefixes ignoring case and accents, every word required', () => {
    expect(ids({ q: 'ecole genie' })).toEqual([COURSES[0]!.id]);
    expect(ids({ q: 'ÉCOLE' })).toEqual([COURSES[0]!.id]);
    expect(ids({ q: 'istanbul isletme' })).toEqual([COURSES[2]!.id]);
    expect(ids({ q: 'logi' })).toEqual([COURSES[0]!.id]);
    expect(ids({ q: 'ogiciel' })).toEqual([]);
    expect(ids({ q: 'ecole missing' })).toEqual([]);
  });

  it('ranks title matches above institution matches', () => {
    const extra = [
      summary(90, { title: 'Institute Studies' }),
      summary(91, { provider: { name: 'Institute X', partner: false } }),
    ];
    const ranked = queryCatalogue(
      prepareCatalogue(extra, REFERENCE_EXCHANGE_RATES),
      courseListQuerySchema.parse({ q: 'institute' }),
      NOW,
    );
    expect(ranked.items[0]!.id).toBe(extra[0]!.id);
  });

  it('filters tuition in the chosen currency', () => {
    const inEuro = run({ currency: 'EUR', tuitionMax: '4000', country: 'fr' });
    expect(inEuro.items.map((c) => c.id)).toEqual([COURSES[0]!.id]);
    // 4,000 EUR is about 4,545 USD.
    expect(ids({ tuitionMin: '4500', tuitionMax: '4600' })).toEqual([COURSES[0]!.id]);
  });

  it('filters by start date and open deadlines', () => {
    expect(run({ startFrom: '2026-10-01' }).total).toBe(0);
    expect(run({ open: 'true' }).total).toBe(COURSES.length - 1);
  });

  it('keeps only featured programs when asked', () => {
    expect(ids({ featured: 'true' })).toEqual([COURSES[4]!.id]);
    expect(run({ featured: 'false' }).total).toBe(COURSES.length);
  });

  it.each(['tuition_asc', 'tuition_desc', 'deadline', 'duration', 'newest'])(
    'sorts by %s with a total order',
    (sort) => {
      const items = run({ sort }).items;
      const usd = (c: CourseSummary) => programTuitionUsd(c, REFERENCE_EXCHANGE_RATES);
      const pairs = items.slice(1).map((item, index) => [items[index]!, item] as const);
      for (const [a, b] of pairs) {
        if (sort === 'tuition_asc') expect(usd(a)).toBeLessThanOrEqual(usd(b));
        if (sort === 'tuition_desc') expect(usd(a)).toBeGreaterThanOrEqual(usd(b));
        if (sort === 'duration') expect(a.durationMonths).toBeLessThanOrEqual(b.durationMonths);
        if (sort === 'newest') expect(a.createdAt >= b.createdAt).toBe(true);
      }
      if (sort === 'deadline') expect(items.at(-1)!.id).toBe(COURSES[3]!.id);
    },
  );

  it('sorts tuition by what the whole program costs, never a yearly fee against a total', () => {
    const fees = [
      summary(60, { tuitionFee: 9_000, tuitionPeriod: 'per_year', durationMonths: 48 }),
      summary(61, { tuitionFee: 20_000, tuitionPeriod: 'total', durationMonths: 12 }),
      summary(62, { tuitionFee: 12_000, tuitionPeriod: 'per_year', durationMonths: 6 }),
    ];
    const prepared = prepareCatalogue(fees, REFERENCE_EXCHANGE_RATES);
    const sorted = (sort: string) =>
      queryCatalogue(prepared, courseListQuerySchema.parse({ sort }), NOW).items.map((c) => c.slug);
    // 36,000 for four years at 9,000; 20,000 in all; 6,000 for half a year at 12,000.
    expect(sorted('tuition_desc')).toEqual(['course-60', 'course-61', 'course-62']);
    expect(sorted('tuition_asc')).toEqual(['course-62', 'course-61', 'course-60']);
  });

  it('lists open applications first by default, the nearest deadline first', () => {
    const dated = [
      summary(70, { title: 'A', applicationDeadline: '2025-11-01T00:00:00.000Z' }),
      summary(71, { title: 'B', applicationDeadline: '2026-06-01T00:00:00.000Z' }),
      summary(72, { title: 'C', applicationDeadline: '2026-01-10T00:00:00.000Z' }),
      summary(73, { title: 'D', applicationDeadline: '2026-02-01T00:00:00.000Z' }),
    ];
    const prepared = prepareCatalogue(dated, REFERENCE_EXCHANGE_RATES);
    const titles = (query: Record<string, string>) =>
      queryCatalogue(prepared, courseListQuerySchema.parse(query), NOW).items.map((c) => c.title);
    // NOW is 10 January 2026 at noon: C's deadline, that morning, has passed.
    expect(titles({})).toEqual(['D', 'B', 'A', 'C']);
    expect(titles({ sort: 'relevance' })).toEqual(['D', 'B', 'A', 'C']);
    // Equal relevance keeps that order.
    expect(titles({ q: 'berlin' })).toEqual(['D', 'B', 'A', 'C']);
  });

  it('understands country, field and degree words of the six languages', () => {
    const germany = run({ country: 'de' }).total;
    for (const q of ['Germany', 'Almanya', 'Alemania', 'Allemagne', '德国', 'ألمانيا'])
      expect({ q, total: run({ q }).total }).toEqual({ q, total: germany });
    for (const q of ['Türkiye', 'turkey', 'Turquie', '土耳其', 'تركيا'])
      expect({ q, ids: ids({ q }) }).toEqual({ q, ids: [COURSES[2]!.id] });
    expect(run({ q: 'hukuk' }).items.map((c) => c.id)).toEqual([COURSES[4]!.id]);
    expect(run({ q: 'lisans' }).total).toBe(COURSES.length);
    expect(run({ q: 'yüksek lisans' }).total).toBe(0);
    expect(ids({ q: '德国法律' })).toEqual([]);
    expect(ids({ q: '美国法律' })).toEqual([COURSES[4]!.id]);
  });

  it('pages without duplicates or gaps', () => {
    const all = ids({ sort: 'tuition_asc' });
    const paged = [1, 2, 3, 4, 5].flatMap((page) =>
      queryCatalogue(
        catalogue,
        courseListQuerySchema.parse({ sort: 'tuition_asc', limit: '10', page: String(page) }),
        NOW,
      ).items.map((c) => c.id),
    );
    expect(paged).toEqual(all);
  });
});

describe(relatedCourses.name, () => {
  it('answers the same field and level at other institutions, one each', () => {
    const related = relatedCourses(catalogue, COURSES[5]!, 4);
    expect(related).toHaveLength(4);
    const providers = related.map((course) => course.provider.name);
    expect(new Set(providers).size).toBe(4);
    expect(providers).not.toContain(COURSES[5]!.provider.name);
    expect(
      related.every((course) => course.field === 'business' && course.level === 'beginner'),
    ).toBe(true);
  });
});
