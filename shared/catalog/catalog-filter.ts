/**
 * Filtering and facet counting over a prepared catalogue, visiting as few programs as the filters
 * allow: every match is among the programs of the most selective source (a text search's matches,
 * a facet filter's chosen values, the open or the featured programs), so only those are read, and
 * facet counts come from per-value totals when no filter narrows them or when the programs left
 * out are fewer than those kept.
 */
import { firstUpcomingDeadline } from './catalog-clock';
import { type PreparedCatalogue } from './catalog-prepare';
import { scratchOf, stampAll } from './catalog-scratch';
import { COURSE_FACETS } from './course-list';

/** The chosen values of one facet filter: `allowed[code]` is 1 for a chosen value. */
export interface FacetFilter {
  /** The facet's index in COURSE_FACETS. */
  facet: number;
  codes: Uint16Array;
  allowed: Uint8Array;
  /** The programs with a chosen value, one ascending run per value. */
  runs: Uint32Array[];
  size: number;
}

/** Programs that meet every text term: `marks[p] === met` for those, also listed. */
export interface TextMatches {
  marks: Uint32Array;
  met: number;
  positions: Uint32Array;
}

/** Everything a query filters on, resolved against the catalogue's columns. */
export interface CatalogueFilter {
  facets: FacetFilter[];
  text: TextMatches | undefined;
  featuredOnly: boolean;
  /** Deadlines from this time (ms) on: the start of today with `open`, else none. */
  openFromMs: number;
  startFromMs: number;
  byTuition: boolean;
  /** Tuition in the query's currency is `Math.round(usd * rate)`, compared with the bounds. */
  rate: number;
  tuitionMin: number;
  tuitionMax: number;
}

/** Matching positions (in no particular order) and, per facet, the count per value code. */
export interface FilterResult {
  matched: Uint32Array;
  counts: Int32Array[];
}

export function facetFilter(
  catalogue: PreparedCatalogue,
  facet: number,
  chosen: readonly string[],
): FacetFilter {
  const column = catalogue.columns.facets[COURSE_FACETS[facet]!];
  const chosenSet = new Set(chosen);
  const allowed = Uint8Array.from(column.values, (value) => (chosenSet.has(value) ? 1 : 0));
  const runs: Uint32Array[] = [];
  let size = 0;
  allowed.forEach((isAllowed, code) => {
    if (isAllowed === 0) return;
    runs.push(column.positions.subarray(column.offsets[code], column.offsets[code + 1]));
    size += column.offsets[code + 1]! - column.offsets[code]!;
  });
  return { facet, codes: column.codes, allowed, runs, size };
}

/** Where a pass takes its programs from, and which conditions that source already guarantees. */
interface Source {
  runs: Uint32Array[];
  size: number;
  facet?: number;
  text?: boolean;
  open?: boolean;
}

/** The sources a query's matches all come from, the smallest first; the last holds every program. */
function sources(catalogue: PreparedCatalogue, filter: CatalogueFilter): Source[] {
  const found: Source[] = [{ runs: [catalogue.orders.neutral], size: catalogue.count }];
  const { text } = filter;
  if (text) found.push({ runs: [text.positions], size: text.positions.length, text: true });
  if (filter.featuredOnly) {
    const featured = catalogue.columns.featuredPositions;
    found.push({ runs: [featured], size: featured.length });
  }
  if (filter.openFromMs > -Infinity) {
    // The open programs are one slice of the deadline order: from the first deadline not passed.
    const from = firstUpcomingDeadline(catalogue, new Date(filter.openFromMs));
    const order = catalogue.orders.deadline.subarray(from);
    found.push({ runs: [order], size: order.length, open: true });
  }
  for (const facet of filter.facets) {
    found.push({ runs: facet.runs, size: facet.size, facet: facet.facet });
  }
  return found.sort((a, b) => a.size - b.size);
}

/**
 * The programs of `source` passing the filters other than the facets (text, featured, dates,
 * tuition), except those the source already guarantees. One plain loop: it runs over up to every
 * program of the catalogue.
 */
function passingBase(
  catalogue: PreparedCatalogue,
  filter: CatalogueFilter,
  source: Source,
): Uint32Array {
  const { usd, deadlineMs, lastStartMs, featured } = catalogue.columns;
  const { text, startFromMs, byTuition, rate, tuitionMin, tuitionMax } = filter;
  const marks = source.text || !text ? undefined : text.marks;
  const featuredOnly =
    filter.featuredOnly && source.runs[0] !== catalogue.columns.featuredPositions;
  const openFromMs = source.open ? -Infinity : filter.openFromMs;
  const checksDates = openFromMs > -Infinity || startFromMs > -Infinity;
  if (!marks && !featuredOnly && !checksDates && !byTuition && source.runs.length === 1) {
    return source.runs[0]!;
  }
  const met = text?.met ?? 0;
  const kept = scratchOf(catalogue).candidates;
  let count = 0;
  for (const run of source.runs) {
    for (let at = 0; at < run.length; at += 1) {
      const position = run[at]!;
      if (marks && marks[position] !== met) continue;
      if (featuredOnly && featured[position] === 0) continue;
      if (checksDates) {
        if (deadlineMs[position]! < openFromMs || lastStartMs[position]! < startFromMs) continue;
      }
      if (byTuition) {
        const amount = Math.round(usd[position]! * rate);
        if (amount < tuitionMin || amount > tuitionMax) continue;
      }
      kept[count++] = position;
    }
  }
  return kept.subarray(0, count);
}

/** A set of programs whose facet counts are needed: all of them, or `positions`. */
interface Counted {
  positions: Uint32Array | undefined;
  /** Where to list the programs left out (a scratch array no other set of this query uses). */
  leftOutBuffer: Uint32Array;
  /** The programs not among `positions`, listed once for every facet when needed. */
  leftOut?: Uint32Array;
}

/** The programs of the catalogue not among `kept`. */
function programsLeftOut(
  catalogue: PreparedCatalogue,
  kept: Uint32Array,
  leftOut: Uint32Array,
): Uint32Array {
  const scratch = scratchOf(catalogue);
  const stamp = stampAll(scratch, kept);
  const { stamps } = scratch;
  let count = 0;
  for (let position = 0; position < catalogue.count; position += 1) {
    if (stamps[position] !== stamp) leftOut[count++] = position;
  }
  return leftOut.subarray(0, count);
}

/**
 * Counts `facet`'s codes over `counted`: from the per-value totals, minus the programs left out
 * when those are fewer than the programs kept.
 */
function countCodes(catalogue: PreparedCatalogue, facet: number, counted: Counted): Int32Array {
  const { codes, offsets } = catalogue.columns.facets[COURSE_FACETS[facet]!];
  const counts = new Int32Array(offsets.length - 1);
  const kept = counted.positions;
  if (kept && kept.length * 2 <= catalogue.count) {
    for (let at = 0; at < kept.length; at += 1) counts[codes[kept[at]!]!]! += 1;
    return counts;
  }
  for (let code = 0; code < counts.length; code += 1) {
    counts[code] = offsets[code + 1]! - offsets[code]!;
  }
  if (!kept) return counts;
  const leftOut = (counted.leftOut ??= programsLeftOut(catalogue, kept, counted.leftOutBuffer));
  for (let at = 0; at < leftOut.length; at += 1) counts[codes[leftOut[at]!]!]! -= 1;
  return counts;
}

/**
 * The counts of the facet `skipped` filters, among programs passing every other filter: the
 * programs its own filter leaves out count too (choosing their value would bring them in).
 */
function countSkippedFacet(
  catalogue: PreparedCatalogue,
  filter: CatalogueFilter,
  ordered: readonly Source[],
  skipped: FacetFilter,
): Int32Array {
  const source = ordered.find((candidate) => candidate.facet !== skipped.facet)!;
  const candidates = passingBase(catalogue, filter, source);
  const others = filter.facets.filter((facet) => facet !== skipped);
  if (others.length === 0) {
    const everything = candidates === catalogue.orders.neutral;
    return countCodes(catalogue, skipped.facet, {
      positions: everything ? undefined : candidates,
      leftOutBuffer: scratchOf(catalogue).leftOutOfFacet,
    });
  }
  const counts = new Int32Array(skipped.allowed.length);
  const { codes } = skipped;
  next: for (let at = 0; at < candidates.length; at += 1) {
    const position = candidates[at]!;
    for (const other of others) if (other.allowed[other.codes[position]!] === 0) continue next;
    counts[codes[position]!]! += 1;
  }
  return counts;
}

/**
 * The matching programs and every facet's counts. Each facet counts its values among programs
 * that pass every other filter: a program failing exactly one facet filter counts for that facet.
 */
export function filterCatalogue(
  catalogue: PreparedCatalogue,
  filter: CatalogueFilter,
): FilterResult {
  const ordered = sources(catalogue, filter);
  const source = ordered[0]!;
  const candidates = passingBase(catalogue, filter, source);
  const { facets } = filter;
  const counts = facets.map((facet) => new Int32Array(facet.allowed.length));
  let matches = candidates;
  if (facets.length > 0) {
    const matched = scratchOf(catalogue).matched;
    let total = 0;
    next: for (let at = 0; at < candidates.length; at += 1) {
      const position = candidates[at]!;
      let failed = -1;
      for (let index = 0; index < facets.length; index += 1) {
        const facet = facets[index]!;
        if (facet.allowed[facet.codes[position]!] === 1) continue;
        if (failed >= 0) continue next;
        failed = index;
      }
      if (failed >= 0) counts[failed]![facets[failed]!.codes[position]!]! += 1;
      else matched[total++] = position;
    }
    matches = matched.subarray(0, total);
  }
  const everything = matches === catalogue.orders.neutral;
  const counted: Counted = {
    positions: everything ? undefined : matches,
    leftOutBuffer: scratchOf(catalogue).leftOut,
  };
  const result = COURSE_FACETS.map((_, facet) => {
    const index = facets.findIndex((candidate) => candidate.facet === facet);
    if (index < 0) return countCodes(catalogue, facet, counted);
    const chosen = facets[index]!;
    // The source's own facet never fails in the pass above: its counts need a pass of their own.
    if (chosen.facet === source.facet) return countSkippedFacet(catalogue, filter, ordered, chosen);
    const own = counts[index]!;
    for (let at = 0; at < matches.length; at += 1) own[chosen.codes[matches[at]!]!]! += 1;
    return own;
  });
  return { matched: matches, counts: result };
}
