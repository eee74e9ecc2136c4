import { firstUpcomingDeadline } from './catalog-clock';
import { type PreparedCatalogue, type PreparedOrder } from './catalog-prepare';
import { scratchOf, stampAll } from './catalog-scratch';
import { raiseListedScores, type WordRange } from './catalog-word-index';

/** A window of a result list: `limit` entries from the `from`-th. */
export interface PageWindow {
  from: number;
  limit: number;
}

/** The word ranges of one query term (catalog-query.ts): any of them meets it. */
export type TermRanges = readonly WordRange[];

/** A whole title word scores 5, a title word start 4, an institution word 2, anything else 1. */
const TITLE_WORD = 5;
const TITLE_WORD_START = 4;
const INSTITUTION_WORD = 2;

/**
 * Relevance of each matched program (`scores[p]`): per term its best word range, and 1 for a term
 * met otherwise (in the rest of the search text, or by the facet value it names). Read from the
 * title and institution postings of the terms' words, so no program's words are read.
 */
function relevanceScores(
  catalogue: PreparedCatalogue,
  terms: readonly TermRanges[],
  matched: Uint32Array,
): Uint16Array {
  const { words } = catalogue;
  const { scores, best } = scratchOf(catalogue);
  for (let at = 0; at < matched.length; at += 1) scores[matched[at]!] = 0;
  for (const ranges of terms) {
    best.fill(1);
    for (const range of ranges) {
      raiseListedScores(words.providers, range, INSTITUTION_WORD, INSTITUTION_WORD, best);
      raiseListedScores(words.titles, range, TITLE_WORD_START, TITLE_WORD, best);
    }
    for (let at = 0; at < matched.length; at += 1) {
      scores[matched[at]!]! += best[matched[at]!]!;
    }
  }
  return scores;
}

/**
 * The page of `matched` by relevance, equal scores in the deadline order (open applications
 * first, the nearest deadline first). Scores are small (at most 5 per term): a count per score
 * says which scores the page holds, and one walk of the deadline order collects those, stopping
 * once every one of them is found.
 */
export function pageByRelevance(
  catalogue: PreparedCatalogue,
  terms: readonly TermRanges[],
  matched: Uint32Array,
  { from, limit }: PageWindow,
  now: Date,
): Uint32Array {
  const scores = relevanceScores(catalogue, terms, matched);
  const maxScore = TITLE_WORD * terms.length;
  const perScore = new Uint32Array(maxScore + 1);
  for (let at = 0; at < matched.length; at += 1) perScore[scores[matched[at]!]!]! += 1;
  const end = Math.min(matched.length, from + limit);
  // Scores from `lowest` up fill the first `end` places; of `lowest` only `wantedLowest` are needed.
  let lowest = maxScore;
  let above = 0;
  while (lowest > 0 && above + perScore[lowest]! < end) above += perScore[lowest--]!;
  let wantedLowest = end - above;
  const starts = new Uint32Array(maxScore + 2);
  for (let score = maxScore; score > lowest; score -= 1) {
    starts[score - 1] = starts[score]! + perScore[score]!;
  }
  const ranked = new Uint32Array(end);
  let missing = above + wantedLowest;
  // Scores of programs not matched are left from earlier queries: only stamped ones count.
  const scratch = scratchOf(catalogue);
  const stamp = stampAll(scratch, matched);
  const { stamps } = scratch;
  const order = catalogue.orders.deadline;
  const start = firstUpcomingDeadline(catalogue, now);
  for (let step = 0; step < order.length && missing > 0; step += 1) {
    const position = order[(start + step) % order.length]!;
    if (stamps[position] !== stamp) continue;
    const score = scores[position]!;
    if (score < lowest) continue;
    if (score === lowest) {
      if (wantedLowest === 0) continue;
      wantedLowest -= 1;
    }
    ranked[starts[score]!++] = position;
    missing -= 1;
  }
  return ranked.subarray(from, end);
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
  // Every program matches (a list without filters), or the matched ones are stamped.
  const everything = matched.length === order.length;
  const scratch = scratchOf(catalogue);
  const stamp = everything ? 0 : stampAll(scratch, matched);
  const { stamps } = scratch;
  const end = Math.min(matched.length, from + limit);
  const page = new Uint32Array(Math.max(0, end - from));
  // Soonest deadline first means the next to come: passed deadlines go last.
  const start = sort === 'deadline' ? firstUpcomingDeadline(catalogue, now) : 0;
  let seen = 0;
  for (let step = 0; step < order.length && seen < end; step += 1) {
    const position = order[(start + step) % order.length]!;
    if (!everything && stamps[position] !== stamp) continue;
    if (seen >= from) page[seen - from] = position;
    seen += 1;
  }
  return page;
}
