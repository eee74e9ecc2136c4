/**
 * Programme questions answered from the catalogue with the shared catalogue query
 * (catalog-query.ts), so the assistant finds what the /courses page finds for the same filters:
 * "nursing bachelor's in Germany under 10,000 dollars" becomes country, degree, subject and a
 * tuition ceiling, the top programmes as cards and a deep link into /courses.
 */
import {
  queryCatalogue,
  type CatalogueQuery,
  type CatalogueResult,
} from '../catalog/catalog-query';
import { type PreparedCatalogue } from '../catalog/catalog-prepare';
import { type CourseFacet } from '../catalog/course-list';
import { toCourseCard } from '../catalog/course-summary';
import { type Currency } from '../catalog/currencies';
import { stemWord } from '../catalog/search-stem';
import { parseSearchQuery } from '../catalog/search-query';
import { searchVocabulary } from '../catalog/search-vocabulary';
import { type LanguageCode } from '../i18n/languages';
import { APP_PATHS } from '../routes/app-paths';
import { type AssistantSource } from './assistant-contract';
import { statedBudget } from './assistant-budget';
import { stemFor } from './assistant-stem';
import { isStopword } from './assistant-stopwords';
import { textWords } from './assistant-text';

/** The facet filters a programme search sets; each holds one value. */
export type ProgrammeFilters = Partial<Record<CourseFacet, string>>;

export interface ProgrammeCriteria {
  filters: ProgrammeFilters;
  /** Subject words the catalogue's texts contain ("nursing"), as typed. */
  words: string[];
  tuitionMax?: number;
  currency: Currency;
}

/** Words that say a question is about studying, in the six languages. */
const STUDY_WORDS = [
  'program',
  'programme',
  'course',
  'study',
  'studying',
  'degree',
  'university',
  'college',
  'bölüm',
  'okumak',
  'okuma',
  'eğitim',
  'üniversite',
  'lisans',
  'programa',
  'curso',
  'estudiar',
  'carrera',
  'universidad',
  'titulación',
  'formation',
  'cours',
  'étudier',
  'études',
  'université',
  'diplôme',
  '课程',
  '专业',
  '学习',
  '留学',
  '大学',
  '项目',
  '读',
  'برنامج',
  'دراسة',
  'ادرس',
  'أدرس',
  'جامعة',
  'تخصص',
];

function studyStems(language: LanguageCode): Set<string> {
  return new Set(STUDY_WORDS.flatMap((word) => textWords(word).map((w) => stemFor(w, language))));
}

/** The facets a question names and the subject words it uses, before any search. */
export function namedCriteria(question: string, catalogue: PreparedCatalogue) {
  const vocabulary = searchVocabulary(catalogue.columns.facets.country.values);
  const words = textWords(question);
  const raw = new Set(words.flatMap((word) => [word, stemWord(word)]));
  const filters: ProgrammeFilters = {};
  const subjects: string[] = [];
  for (const term of parseSearchQuery(words.join(' '), vocabulary)) {
    const facets = term.facets;
    if (facets.country) filters.country ??= facets.country[0];
    if (facets.field) filters.field ??= facets.field[0];
    if (facets.programType) filters.programType ??= facets.programType[0];
    if (facets.category) filters.category ??= facets.category[0];
    subjects.push(...term.prefixes.filter((prefix) => !raw.has(prefix)));
  }
  const known = new Set(
    words.filter((word) =>
      parseSearchQuery(word, vocabulary).some(
        (term) => Object.keys(term.facets).length > 0 || term.prefixes.some((p) => !raw.has(p)),
      ),
    ),
  );
  return { filters, subjects, words, known };
}

/**
 * What a question asks of the catalogue, or undefined when it is not about programmes: it must
 * name two things the catalogue knows (a country, a field, a degree, a subject, a budget), or one
 * of them and a study word, so "what is the capital of Australia?" stays out.
 */
export function programmeCriteria(
  question: string,
  language: LanguageCode,
  catalogue: PreparedCatalogue,
  displayCurrency: Currency,
): ProgrammeCriteria | undefined {
  const { filters, subjects, words, known } = namedCriteria(question, catalogue);
  const budget = statedBudget(question);
  // Count words, not facets: "langues" names a field and a category but is one thing said.
  const named = known.size + (budget ? 1 : 0);
  const study = studyStems(language);
  const asksAboutStudy = words.some((word) => study.has(stemFor(word, language)));
  if (named === 0 || (named < 2 && !asksAboutStudy)) return undefined;
  const currency = budget?.currency ?? displayCurrency;
  const tuitionMax = budget
    ? Math.round(
        (budget.amount / catalogue.rates.usdRates[currency]) *
          catalogue.rates.usdRates[displayCurrency],
      )
    : undefined;
  // A degree word names both a type and a category; the type is the narrower filter.
  if (filters.programType) delete filters.category;
  const criteria: ProgrammeCriteria = {
    filters,
    words: subjects,
    currency: displayCurrency,
    tuitionMax,
  };
  // Other words of the question may name a subject the catalogue's texts use ("nursing"): keep
  // each one that still leaves programmes to show.
  for (const word of words) {
    if (isStopword(word, language) || word.length < 4 || /\d/.test(word)) continue;
    if (known.has(word) || study.has(stemFor(word, language))) continue;
    const tried = { ...criteria, words: [...criteria.words, word] };
    if (searchProgrammes(catalogue, tried, 1).total > 0) criteria.words = tried.words;
  }
  return criteria;
}

export function catalogueQueryOf(
  criteria: ProgrammeCriteria,
  limit: number,
  sort?: CatalogueQuery['sort'],
): CatalogueQuery {
  const query: CatalogueQuery = { page: 1, limit, currency: criteria.currency, sort };
  const filters = query as Partial<Record<CourseFacet, string[]>>;
  for (const [facet, value] of Object.entries(criteria.filters))
    filters[facet as CourseFacet] = [value];
  if (criteria.words.length > 0) query.q = criteria.words.join(' ');
  if (criteria.tuitionMax !== undefined) query.tuitionMax = criteria.tuitionMax;
  return query;
}

export function searchProgrammes(
  catalogue: PreparedCatalogue,
  criteria: ProgrammeCriteria,
  limit: number,
  now: Date = new Date(),
  sort?: CatalogueQuery['sort'],
): CatalogueResult {
  return queryCatalogue(catalogue, catalogueQueryOf(criteria, limit, sort), now);
}

/** The /courses URL showing the same search (its parameters are the list query's). */
export function coursesLink(criteria: ProgrammeCriteria, sort?: CatalogueQuery['sort']): string {
  const params = new URLSearchParams();
  if (criteria.words.length > 0) params.set('q', criteria.words.join(' '));
  for (const [facet, value] of Object.entries(criteria.filters)) params.set(facet, value);
  if (criteria.tuitionMax !== undefined) params.set('tuitionMax', String(criteria.tuitionMax));
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `${APP_PATHS.courses}?${query}` : APP_PATHS.courses;
}

/** Each programme shown, cited as a source. */
export function programmeSources(
  result: CatalogueResult,
  language: LanguageCode,
): AssistantSource[] {
  return result.items.map((course) => ({
    type: 'programme',
    id: course.slug,
    title: `${course.title}, ${course.provider.name}`,
    url: APP_PATHS.course.replace(':id', course.slug),
    language,
  }));
}

export function programmeCards(result: CatalogueResult) {
  return result.items.map(toCourseCard);
}
