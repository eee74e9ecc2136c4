/**
 * The realistic mix of the catalogue bench: many distinct list queries, as many visitors typing
 * their own words and choosing their own filters would send, so most requests miss the API's
 * response cache. Built from the catalogue's own words and facet values (taken from the answers
 * to the representative queries), with a fixed seed: every run sends the same mix.
 */
import { mulberry32, type Random } from '../../api/src/catalog/seed/prng';
import {
  COURSE_FACETS,
  COURSE_SORTS,
  courseListResponseSchema,
  type CourseListResponse,
} from '../../shared/catalog/course-list';
import { normaliseSearchText } from '../../shared/catalog/search-text';

const MIX_SEED = 2026;

function pick<Value>(random: Random, values: readonly Value[]): Value {
  return values[Math.floor(random() * values.length)]!;
}

/** Words of the programs' titles, institutions and cities (at least three letters each). */
function catalogueWords(answers: readonly CourseListResponse[]): string[] {
  const texts = answers.flatMap(({ items }) =>
    items.flatMap((item) => [item.title, item.provider.name, item.location]),
  );
  const words = texts.flatMap((text) => normaliseSearchText(text).split(' '));
  return [...new Set(words.filter((word) => word.length >= 3))].sort();
}

/** One visitor's query: a word or two (often half typed), a few filters, a sort and a page. */
function mixQuery(random: Random, words: readonly string[], facets: CourseListResponse['facets']) {
  const params = new URLSearchParams();
  if (random() < 0.5) {
    const count = random() < 0.7 ? 1 : 2;
    const typed = Array.from({ length: count }, () => {
      const word = pick(random, words);
      return random() < 0.4 ? word.slice(0, 3 + Math.floor(random() * (word.length - 2))) : word;
    });
    params.set('q', typed.join(' '));
  }
  for (const facet of COURSE_FACETS) {
    if (random() >= 0.15) continue;
    const values = Object.keys(facets[facet] ?? {});
    const count = random() < 0.7 ? 1 : 2;
    params.set(
      facet,
      [...new Set(Array.from({ length: count }, () => pick(random, values)))].join(','),
    );
  }
  if (random() < 0.1) params.set('tuitionMax', String(1_000 * (1 + Math.floor(random() * 40))));
  if (random() < 0.15) params.set('open', 'true');
  if (random() < 0.4) params.set('sort', pick(random, COURSE_SORTS));
  const page = random() < 0.6 ? 1 : 2 + Math.floor(random() * 9);
  if (page > 1) params.set('page', String(page));
  return `/api/public/courses${params.size > 0 ? `?${params.toString()}` : ''}`;
}

/**
 * `count` distinct list queries over the catalogue that answered `bodies` (the answers to the
 * representative queries, whose items and facets give the words and values to choose from).
 */
export function mixQueries(bodies: Iterable<Buffer>, count: number): string[] {
  const answers = [...bodies].map((body) =>
    courseListResponseSchema.parse(JSON.parse(body.toString())),
  );
  const words = catalogueWords(answers);
  const { facets } = answers[0]!;
  const random = mulberry32(MIX_SEED);
  const queries = new Set<string>();
  while (queries.size < count) queries.add(mixQuery(random, words, facets));
  return [...queries];
}
