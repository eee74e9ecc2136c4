import { firstUpcomingDeadline } from './catalog-clock';
import { type PreparedCatalogue, type PreparedOrder } from './catalog-prepare';
import { listHas, type WordIndex, type WordRange } from './catalog-word-index';

/** A window of a result list: `limit` entries from the `from`-th. */
export interface PageWindow {
  from: number;
  limit: number;
}

/** Relevance of a program that matches every word: title hits weigh most, then institution. */
function relevance(words: WordIndex, position: number, ranges: readonly WordRange[]): number {
  let score = 0;
  for (const range of ranges) {
    if (listHas(words.titles, position, range, false))
      score += listHas(words.titles, position, range, true) ? 5 : 4;
    else if (listHas(words.providers, position, range, false)) score += 2;
    else score += 1;
  }
  return score;
}

/**
 * The page of `matched` (ascending positions) by relevance, ties in the neutral order: a counting
 * sort on the score, which is small (at most 5 per word), so no comparison sort is needed.
 */
export function pageByRelevance(
  words: WordIndex,
  ranges: readonly WordRange[],
  matched: Uint32Array,
  { from, limit }: PageWindow,
): Uint32Array {
  const scores = matched.map((position) => relevance(words, position, ranges));
  const maxScore = 5 * ranges.length;
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
