import { firstUpcomingDeadline } from './catalog-clock';
import { type PreparedCatalogue, type PreparedOrder } from './catalog-prepare';
import { listHas, type WordIndex, type WordRange } from './catalog-word-index';

/** A window of a result list: `limit` entries from the `from`-th. */
export interface PageWindow {
  from: number;
  limit: number;
}

/** How well one word range hits a program: a whole title word 5, a title word start 4, institution 2. */
function rangeScore(words: WordIndex, position: number, range: WordRange): number {
  if (listHas(words.titles, position, range, false))
    return listHas(words.titles, position, range, true) ? 5 : 4;
  return listHas(words.providers, position, range, false) ? 2 : 1;
}

/**
 * Relevance of a program that meets every term: per term its best word range, and 1 for a term
 * met otherwise (in the rest of the search text, or by the facet value it names).
 */
function relevance(words: WordIndex, position: number, terms: readonly TermRanges[]): number {
  let score = 0;
  for (const ranges of terms) {
    let best = 1;
    for (const range of ranges) best = Math.max(best, rangeScore(words, position, range));
    score += best;
  }
  return score;
}

/** The word ranges of one query term (catalog-query.ts): any of them meets it. */
export type TermRanges = readonly WordRange[];

/**
 * The page of `matched` by relevance, ties in the order `matched` is in (the default order,
 * catalog-query.ts): a counting sort on the score, which is small (at most 5 per term), so no
 * comparison sort is needed.
 */
export function pageByRelevance(
  words: WordIndex,
  terms: readonly TermRanges[],
  matched: Uint32Array,
  { from, limit }: PageWindow,
): Uint32Array {
  const scores = matched.map((position) => relevance(words, position, terms));
  const maxScore = 5 * terms.length;
  const starts = new Uint32Array(maxScore + 2);
  for (const score of scores) starts[maxScore - score + 1]! += 1;
  for (let rank = 1; rank < starts.length; rank += 1) starts[rank]! += starts[rank - 1]!;
  const ranked = new Uint32Array(matched.length);
  matched.forEach((position, index) => (ranked[starts[maxScore - scores[index]!]!++] = position));
  return ranked.subarray(from, from + limit);
}

/** The page of `matched` in a presorted order: one walk of the order, stopping at the page's end. */
export function pageByOrder(
  catalogue: PreparedCatalogue,
  sort: PreparedOrder,
  matched: Uint32Array,
  { from, limit }: PageWindow,
  now: Date,
): Uint32Array {
  const order = catalogue.orders[sort];
  const isMatch = new Uint8Array(order.length);
  for (const position of matched) isMatch[position] = 1;
  const end = Math.min(matched.length, from + limit);
  const page = new Uint32Array(Math.max(0, end - from));
  // Soonest deadline first means the next to come: passed deadlines go last.
  const start = sort === 'deadline' ? firstUpcomingDeadline(catalogue, now) : 0;
  let seen = 0;
  for (let step = 0; step < order.length && seen < end; step += 1) {
    const position = order[(start + step) % order.length]!;
    if (isMatch[position] === 0) continue;
    if (seen >= from) page[seen - from] = position;
    seen += 1;
  }
  return page;
}
