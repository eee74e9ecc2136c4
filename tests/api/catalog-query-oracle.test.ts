import { mulberry32, type Random } from '../../api/src/catalog/seed/prng';
import {
  createCatalogContext,
  generatePrograms,
} from '../../api/src/catalog/seed/catalog-generator';
import { FACET_VALUE, prepareCatalogue } from '../../shared/catalog/catalog-prepare';
import { queryCatalogue, type CatalogueQuery } from '../../shared/catalog/catalog-query';
import {
  COURSE_FACETS,
  COURSE_SORTS,
  courseListQuerySchema,
  type CourseFacets,
} from '../../shared/catalog/course-list';
import { courseSummarySchema, type CourseSummary } from '../../shared/catalog/course-summary';
import { REFERENCE_EXCHANGE_RATES } from '../../shared/catalog/exchange-rates';
import { parseSearchQuery, type SearchTerm } from '../../shared/catalog/search-query';
import { normaliseSearchText } from '../../shared/catalog/search-text';
import { searchVocabulary } from '../../shared/catalog/search-vocabulary';

const NOW = new Date('2026-02-15T12:00:00.000Z');
const PROGRAM_COUNT = 1_500;
const RANDOM_QUERIES = 200;

function generatedSummaries(): CourseSummary[] {
  return generatePrograms(createCatalogContext(NOW), 0, PROGRAM_COUNT)
    .filter((program) => program.status === 'active')
    .map((program, index) =>
      courseSummarySchema.parse({
        ...program,
        id: index.toString(16).padStart(24, '0'),
        applicationDeadline: program.applicationDeadline.toISOString(),
        startDates: program.startDates.map((date) => date.toISOString()),
        createdAt: new Date(NOW.getTime() - (index % 40) * 86_400_000).toISOString(),
        updatedAt: NOW.toISOString(),
      }),
    );
}

/**
 * Words of the six languages that name a country, field, degree or subject (issue 10, item 9),
 * with the catalogue value or English word they stand for.
 */
const MULTILINGUAL_WORDS = [
  ...['Türkiye', 'turkey', 'Turquie', 'Turquía', '土耳其', 'تركيا'].map((q) => ({
    q,
    country: 'tr',
  })),
  ...['Almanya', 'Alemania', 'Allemagne', '德国', 'ألمانيا'].map((q) => ({ q, country: 'de' })),
  ...['mühendislik', 'ingeniería', 'ingénierie', '工程', 'هندسة'].map((q) => ({
    q,
    field: 'engineering',
  })),
  ...['lisans', 'licence', 'grado', '本科', 'بكالوريوس'].map((q) => ({
    q,
    programType: 'bachelors_degree',
  })),
  ...['yüksek lisans', 'máster', 'master', '硕士', 'ماجستير'].map((q) => ({
    q,
    programType: 'masters_degree',
  })),
  ...['nurse', 'nurses', 'hemşirelik', 'enfermería', 'infirmière', '护理', 'تمريض'].map((q) => ({
    q,
    english: 'nursing',
  })),
];

/** The query's definition as a plain scan, string tests and comparison sorts: the oracle. */
function plainQuery(summaries: readonly CourseSummary[], query: CatalogueQuery) {
  const countries = [...new Set(summaries.map((course) => course.country))].sort();
  const terms = query.q ? parseSearchQuery(query.q, searchVocabulary(countries)) : [];
  const usd = (course: CourseSummary) =>
    course.tuitionFee / REFERENCE_EXCHANGE_RATES.usdRates[course.currency];
  const meets = (course: CourseSummary, term: SearchTerm) =>
    term.prefixes.some((prefix) => ` ${course.searchText}`.includes(` ${prefix}`)) ||
    Object.entries(term.facets).some(([facet, values]) =>
      values.includes(FACET_VALUE[facet as (typeof COURSE_FACETS)[number]](course)),
    );
  const rate = REFERENCE_EXCHANGE_RATES.usdRates[query.currency ?? 'USD'];
  const todayMs = Date.parse(NOW.toISOString().slice(0, 10));
  const passesBase = (course: CourseSummary) => {
    const amount = Math.round(usd(course) * rate);
    const lastStart = Math.max(-Infinity, ...course.startDates.map((date) => Date.parse(date)));
    return (
      terms.every((term) => meets(course, term)) &&
      !(query.tuitionMin !== undefined && amount < query.tuitionMin) &&
      !(query.tuitionMax !== undefined && amount > query.tuitionMax) &&
      !(query.startFrom && lastStart < Date.parse(query.startFrom)) &&
      !(query.open && Date.parse(course.applicationDeadline) < todayMs) &&
      !(query.featured && !course.featured)
    );
  };
  const passesFacet = (course: CourseSummary, facet: (typeof COURSE_FACETS)[number]) =>
    !query[facet] || (query[facet] as string[]).includes(FACET_VALUE[facet](course));
  const base = summaries.filter(passesBase);
  const facets = Object.fromEntries(
    COURSE_FACETS.map((facet) => {
      const counts: Record<string, number> = {};
      for (const course of base) {
        if (!COURSE_FACETS.every((other) => other === facet || passesFacet(course, other)))
          continue;
        const value = FACET_VALUE[facet](course);
        counts[value] = (counts[value] ?? 0) + 1;
      }
      return [facet, counts];
    }),
  ) as CourseFacets;
  const matches = base.filter((course) =>
    COURSE_FACETS.every((facet) => passesFacet(course, facet)),
  );
  const ordered = sortPlainly(matches, query, terms);
  const from = (query.page - 1) * query.limit;
  return { ids: ordered.slice(from, from + query.limit), total: matches.length, facets };
}

function sortPlainly(
  matches: CourseSummary[],
  query: CatalogueQuery,
  terms: readonly SearchTerm[],
): string[] {
  // The tuition sorts compare the whole program's tuition: a yearly fee times the years.
  const programTuition = (course: CourseSummary) =>
    (course.tuitionFee * (course.tuitionPeriod === 'per_year' ? course.durationMonths / 12 : 1)) /
    REFERENCE_EXCHANGE_RATES.usdRates[course.currency];
  const neutral = (a: CourseSummary, b: CourseSummary) =>
    a.title < b.title ? -1 : a.title > b.title ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  const deadline = (course: CourseSummary) => {
    const ms = Date.parse(course.applicationDeadline);
    // Passed deadlines go after every upcoming one, in their own order.
    return ms < NOW.getTime() ? ms + 1e15 : ms;
  };
  const score = (course: CourseSummary) => {
    const title = ` ${normaliseSearchText(course.title)}`;
    const provider = ` ${normaliseSearchText(course.provider.name)}`;
    const wordScore = (word: string) => {
      if (title.includes(` ${word}`)) return `${title} `.includes(` ${word} `) ? 5 : 4;
      return provider.includes(` ${word}`) ? 2 : 1;
    };
    return terms.reduce((sum, term) => sum + Math.max(1, ...term.prefixes.map(wordScore)), 0);
  };
  const keys: Record<string, (course: CourseSummary) => number> = {
    tuition_asc: programTuition,
    tuition_desc: (course) => -programTuition(course),
    deadline,
    duration: (course) => course.durationMonths,
    newest: (course) => -Date.parse(course.createdAt),
    relevance: (course) => -score(course),
  };
  const key = keys[query.sort ?? 'relevance']!;
  // Best match breaks ties (every program, without search words) by the deadline order.
  const tie = (query.sort ?? 'relevance') === 'relevance' ? deadline : () => 0;
  return [...matches]
    .sort((a, b) => key(a) - key(b) || tie(a) - tie(b) || neutral(a, b))
    .map((course) => course.id);
}

function pick<Value>(random: Random, values: readonly Value[]): Value {
  return values[Math.floor(random() * values.length)]!;
}

/** A query with a few random filters, a word prefix now and then, a sort and a page. */
function randomQuery(random: Random, summaries: readonly CourseSummary[]): CatalogueQuery {
  const params: Record<string, string> = {};
  for (const facet of COURSE_FACETS) {
    if (random() < 0.2) {
      const values = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        FACET_VALUE[facet](pick(random, summaries)),
      );
      params[facet] = values.join(',');
    }
  }
  if (random() < 0.15) {
    params.q = pick(random, MULTILINGUAL_WORDS).q;
  } else if (random() < 0.5) {
    const course = pick(random, summaries);
    const texts = [course.searchText, course.title, course.provider.name];
    const words = normaliseSearchText(pick(random, texts)).split(' ');
    const count = 1 + Math.floor(random() * 2);
    params.q = Array.from({ length: count }, () => {
      const word = pick(random, words);
      return word.slice(0, 1 + Math.floor(random() * word.length));
    }).join(' ');
  }
  if (random() < 0.2) params.tuitionMax = String(Math.floor(random() * 40_000));
  if (random() < 0.1) params.currency = pick(random, ['EUR', 'GBP', 'TRY'] as const);
  if (random() < 0.15) params.open = 'true';
  if (random() < 0.1) params.startFrom = '2026-09-01';
  if (random() < 0.1) params.featured = 'true';
  // Text queries are ranked by relevance unless another sort is chosen.
  if (random() < (params.q ? 0.4 : 0.7)) params.sort = pick(random, COURSE_SORTS);
  params.limit = String(pick(random, [5, 20, 100]));
  params.page = String(1 + Math.floor(random() * 4));
  return courseListQuerySchema.parse(params);
}

describe('the indexed catalogue query against a plain scan (generated catalogue)', () => {
  const summaries = generatedSummaries();
  const catalogue = prepareCatalogue(summaries, REFERENCE_EXCHANGE_RATES);
  const random = mulberry32(2026);
  const queries = Array.from({ length: RANDOM_QUERIES }, () => randomQuery(random, summaries));

  it('answers the same page, total and facets for every query', () => {
    for (const query of queries) {
      const indexed = queryCatalogue(catalogue, query, NOW);
      const plain = plainQuery(summaries, query);
      expect({ query, ids: indexed.items.map((item) => item.id) }).toEqual({
        query,
        ids: plain.ids,
      });
      expect(indexed.total).toBe(plain.total);
      expect(indexed.facets).toEqual(plain.facets);
    }
  });

  it('answers words of the six languages like the value or English word they name', () => {
    const count = (test: (course: CourseSummary) => boolean) => summaries.filter(test).length;
    const english = (word: string) =>
      queryCatalogue(catalogue, courseListQuerySchema.parse({ q: word }), NOW).total;
    for (const { q, ...named } of MULTILINGUAL_WORDS) {
      const query = courseListQuerySchema.parse({ q, limit: '100' });
      const indexed = queryCatalogue(catalogue, query, NOW);
      const plain = plainQuery(summaries, query);
      expect({ q, ids: indexed.items.map((item) => item.id) }).toEqual({ q, ids: plain.ids });
      expect({ q, total: indexed.total }).toEqual({ q, total: plain.total });
      // Each finds at least every program it names, and a word's other forms find the same.
      if ('country' in named)
        expect(indexed.total).toBeGreaterThanOrEqual(count((c) => c.country === named.country));
      if ('field' in named)
        expect(indexed.total).toBeGreaterThanOrEqual(count((c) => c.field === named.field));
      if ('programType' in named)
        expect(indexed.total).toBeGreaterThanOrEqual(
          count((c) => c.programType === named.programType),
        );
      if ('english' in named)
        expect({ q, total: indexed.total }).toEqual({ q, total: english(named.english) });
      expect(indexed.total).toBeGreaterThan(0);
    }
  });

  /**
   * Queries that take each path of the indexed query (catalog-filter.ts): every program kept
   * (per-value totals), most kept (totals minus those left out), a facet filter as the source of
   * candidates (its own counts from a pass of their own), the open and featured programs and the
   * text matches as sources, relevance over most of the catalogue and on later pages.
   */
  const PATH_QUERIES: Record<string, string>[] = [
    {},
    { page: '7', limit: '100' },
    { open: 'true' },
    { open: 'true', country: 'us', sort: 'tuition_desc' },
    { featured: 'true' },
    { featured: 'true', open: 'true', level: 'advanced' },
    { tuitionMax: '1000000' },
    { tuitionMin: '5000', currency: 'EUR', sort: 'deadline' },
    { country: 'uk' },
    { country: 'uk,de', category: 'masters', deliveryMethod: 'online,hybrid' },
    { q: 'univ' },
    { q: 'univ', page: '3', limit: '100' },
    { q: 'university of', sort: 'newest' },
    { q: 'business', open: 'true', country: 'us,uk' },
    { q: 'engineering', category: 'masters', budget: 'mid' },
    { startFrom: '2026-09-01', sort: 'duration' },
  ];

  it('answers each path of the indexed query like the plain scan, in any order', () => {
    const queriesOnPaths = PATH_QUERIES.map((params) => courseListQuerySchema.parse(params));
    // Twice, the second time backwards: what one query leaves in the working memory never leaks.
    for (const query of [...queriesOnPaths, ...[...queriesOnPaths].reverse()]) {
      const indexed = queryCatalogue(catalogue, query, NOW);
      const plain = plainQuery(summaries, query);
      expect({ query, ids: indexed.items.map((item) => item.id) }).toEqual({
        query,
        ids: plain.ids,
      });
      expect({ query, total: indexed.total }).toEqual({ query, total: plain.total });
      expect({ query, facets: indexed.facets }).toEqual({ query, facets: plain.facets });
    }
    const totals = queriesOnPaths.map((query) => plainQuery(summaries, query).total);
    // The paths are taken: most programs kept, and a few kept.
    expect(totals.some((total) => total * 2 > summaries.length && total < summaries.length)).toBe(
      true,
    );
    expect(totals.some((total) => total > 0 && total * 20 < summaries.length)).toBe(true);
  });

  it('covers text search, sorts and empty answers among its queries', () => {
    const answers = queries.map((query) => queryCatalogue(catalogue, query, NOW));
    expect(queries.filter((query) => query.q).length).toBeGreaterThan(20);
    expect(new Set(queries.map((query) => query.sort)).size).toBe(COURSE_SORTS.length + 1);
    expect(answers.some((answer) => answer.total === 0)).toBe(true);
    expect(answers.filter((answer) => answer.items.length > 1).length).toBeGreaterThan(50);
  });
});
