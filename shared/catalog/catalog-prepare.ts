import { buildWordIndex, type WordIndex } from './catalog-word-index';
import { COURSE_FACETS, type CourseFacet } from './course-list';
import { type CourseSummary } from './course-summary';
import { type ExchangeRates } from './exchange-rates';
import { normaliseSearchText } from './search-text';

/**
 * One facet as a column: each program's value as a code into the facet's sorted values, and the
 * programs of each value (its positions, ascending, are `positions[offsets[code]]` …
 * `positions[offsets[code + 1] - 1]`), so a filter visits only the programs it can keep.
 */
export interface FacetColumn {
  values: readonly string[];
  codes: Uint16Array;
  offsets: Uint32Array;
  positions: Uint32Array;
}

/** What the filters compare, one typed array per measure, indexed by neutral position. */
export interface CatalogueColumns {
  facets: Readonly<Record<CourseFacet, FacetColumn>>;
  /** Tuition in US dollars at the catalogue's rates: one order for every display currency. */
  usd: Float64Array;
  deadlineMs: Float64Array;
  /** The latest start date (ms): a program starts on or after a day when this is on or after it. */
  lastStartMs: Float64Array;
  featured: Uint8Array;
  /** The featured programs' positions, ascending. */
  featuredPositions: Uint32Array;
}

export type PreparedOrder =
  'neutral' | 'tuition_asc' | 'tuition_desc' | 'deadline' | 'duration' | 'newest';

/**
 * What queries read besides the summaries themselves: columns, word index and presorted orders,
 * by neutral position (title, then id, every sort's last tie-break). Plain data and typed arrays
 * only, so the browser can store it and read it back without preparing again.
 */
export interface PreparedIndex {
  /** How many programs: positions run from 0 to `count - 1`. */
  count: number;
  columns: CatalogueColumns;
  words: WordIndex;
  orders: Readonly<Record<PreparedOrder, Uint32Array>>;
  rates: ExchangeRates;
}

/**
 * A catalogue ready for `queryCatalogue`: the index, and the summary at a neutral position. A
 * query reads only the summaries of the page it answers, so they may be decoded on demand.
 */
export interface PreparedCatalogue extends PreparedIndex {
  summaryAt: (position: number) => CourseSummary;
}

export const FACET_VALUE: Record<CourseFacet, (course: CourseSummary) => string> = {
  country: (course) => course.country,
  category: (course) => course.category,
  programType: (course) => course.programType,
  deliveryMethod: (course) => course.deliveryMethod,
  level: (course) => course.level,
  field: (course) => course.field,
  format: (course) => course.format,
  language: (course) => course.language,
  budget: (course) => course.tuitionBand,
  duration: (course) => course.durationBand,
};

function compareNeutral(a: CourseSummary, b: CourseSummary): number {
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** `read` of every summary into a typed array (a loop: `TypedArray.from` with a map is slow). */
function column<Column extends Float64Array | Uint16Array | Uint8Array>(
  target: Column,
  summaries: readonly CourseSummary[],
  read: (course: CourseSummary) => number,
): Column {
  for (let position = 0; position < summaries.length; position += 1) {
    target[position] = read(summaries[position]!);
  }
  return target;
}

function facetColumn(summaries: readonly CourseSummary[], facet: CourseFacet): FacetColumn {
  const valueOf = FACET_VALUE[facet];
  const firstCodeOf = new Map<string, number>();
  const firstCodes = column(new Uint16Array(summaries.length), summaries, (course) => {
    const value = valueOf(course);
    let code = firstCodeOf.get(value);
    if (code === undefined) firstCodeOf.set(value, (code = firstCodeOf.size));
    return code;
  });
  const values = [...firstCodeOf.keys()].sort();
  const sortedCode = new Uint16Array(values.length);
  values.forEach((value, code) => (sortedCode[firstCodeOf.get(value)!] = code));
  const codes = firstCodes.map((code) => sortedCode[code]!);
  return { values, codes, ...positionsByCode(codes, values.length) };
}

/** Each code's positions, ascending, grouped by code (a counting sort of the positions). */
function positionsByCode(
  codes: Uint16Array,
  codeCount: number,
): Pick<FacetColumn, 'offsets' | 'positions'> {
  const offsets = new Uint32Array(codeCount + 1);
  for (const code of codes) offsets[code + 1]! += 1;
  for (let code = 0; code < codeCount; code += 1) offsets[code + 1]! += offsets[code]!;
  const next = offsets.slice(0, codeCount);
  const positions = new Uint32Array(codes.length);
  for (let position = 0; position < codes.length; position += 1) {
    positions[next[codes[position]!]!++] = position;
  }
  return { offsets, positions };
}

function prepareColumns(
  summaries: readonly CourseSummary[],
  rates: ExchangeRates,
): CatalogueColumns {
  const facets = Object.fromEntries(
    COURSE_FACETS.map((facet) => [facet, facetColumn(summaries, facet)]),
  ) as Record<CourseFacet, FacetColumn>;
  const count = summaries.length;
  const featured = column(new Uint8Array(count), summaries, (course) => (course.featured ? 1 : 0));
  return {
    facets,
    usd: column(
      new Float64Array(count),
      summaries,
      (course) => course.tuitionFee / rates.usdRates[course.currency],
    ),
    deadlineMs: column(new Float64Array(count), summaries, (course) =>
      Date.parse(course.applicationDeadline),
    ),
    lastStartMs: column(new Float64Array(count), summaries, (course) =>
      course.startDates.reduce((latest, date) => Math.max(latest, Date.parse(date)), -Infinity),
    ),
    featured,
    featuredPositions: positions(count).filter((position) => featured[position] === 1),
  };
}

/**
 * What the whole program costs in tuition, in US dollars: the tuition sorts compare this, so a
 * yearly fee and a fee for the whole program are never set side by side. A yearly fee counts for
 * the program's length in years (a six-month program pays half of it).
 */
export function programTuitionUsd(course: CourseSummary, rates: ExchangeRates): number {
  const years = course.tuitionPeriod === 'per_year' ? course.durationMonths / 12 : 1;
  return (course.tuitionFee * years) / rates.usdRates[course.currency];
}

function positions(count: number): Uint32Array {
  const all = new Uint32Array(count);
  for (let position = 0; position < count; position += 1) all[position] = position;
  return all;
}

/** Positions sorted by `keys` ascending (or descending), ties in the neutral order. */
function orderBy(keys: ArrayLike<number>, direction: 1 | -1 = 1): Uint32Array {
  return positions(keys.length).sort((a, b) => (keys[a]! - keys[b]!) * direction || a - b);
}

/**
 * Orders the summaries neutrally and precomputes the columns, the word index and the sort
 * orders, so a query reads typed arrays and never sorts (except by relevance, by counting).
 */
export function prepareCatalogue(
  summaries: readonly CourseSummary[],
  rates: ExchangeRates,
): PreparedCatalogue & { summaries: readonly CourseSummary[] } {
  const ordered = [...summaries].sort(compareNeutral);
  const columns = prepareColumns(ordered, rates);
  const durations = column(
    new Float64Array(ordered.length),
    ordered,
    (course) => course.durationMonths,
  );
  const created = column(new Float64Array(ordered.length), ordered, (course) =>
    Date.parse(course.createdAt),
  );
  const programTuition = column(new Float64Array(ordered.length), ordered, (course) =>
    programTuitionUsd(course, rates),
  );
  // Many programs share an institution and a title: normalise each distinct text once.
  const normalised = new Map<string, string>();
  const normalise = (text: string) => {
    let result = normalised.get(text);
    if (result === undefined) normalised.set(text, (result = normaliseSearchText(text)));
    return result;
  };
  return {
    summaries: ordered,
    summaryAt: (position) => ordered[position]!,
    count: ordered.length,
    columns,
    words: buildWordIndex(
      ordered.map((course) => course.searchText),
      ordered.map((course) => normalise(course.title)),
      ordered.map((course) => normalise(course.provider.name)),
    ),
    rates,
    orders: {
      neutral: positions(ordered.length),
      tuition_asc: orderBy(programTuition),
      tuition_desc: orderBy(programTuition, -1),
      deadline: orderBy(columns.deadlineMs),
      duration: orderBy(durations),
      newest: orderBy(created, -1),
    },
  };
}
