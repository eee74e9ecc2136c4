/**
 * Working memory of the catalogue query, one set per prepared catalogue, reused by every query.
 * A query over 200,000 programs needs several arrays of that length; allocating them per query
 * made the garbage collector the largest cost of a query (each large buffer counts towards the
 * next full collection of a heap holding every summary). Queries run synchronously, one at a
 * time per thread, so one set per catalogue is never shared by two queries at once.
 */
import { type PreparedIndex } from './catalog-prepare';

const STAMP_LIMIT = 0xffff_fff0;

export interface QueryScratch {
  /** Membership marks: a position is in the current set when `stamps[p] === stamp`. */
  stamps: Uint32Array;
  stamp: number;
  /** Text terms met: `textMarks[p] - base` terms for a query given `base` (catalog-query.ts). */
  textMarks: Uint32Array;
  /** The next free text base: every mark is below it. */
  textBase: number;
  textPositions: Uint32Array;
  candidates: Uint32Array;
  matched: Uint32Array;
  /** Programs left out of the matches, and of the programs a chosen facet counts over. */
  leftOut: Uint32Array;
  leftOutOfFacet: Uint32Array;
  scores: Uint16Array;
  best: Uint8Array;
}

const scratches = new WeakMap<PreparedIndex, QueryScratch>();

export function scratchOf(catalogue: PreparedIndex): QueryScratch {
  let scratch = scratches.get(catalogue);
  if (!scratch) {
    const { count } = catalogue;
    scratch = {
      stamps: new Uint32Array(count),
      stamp: 0,
      textMarks: new Uint32Array(count),
      textBase: 1,
      textPositions: new Uint32Array(count),
      candidates: new Uint32Array(count),
      matched: new Uint32Array(count),
      leftOut: new Uint32Array(count),
      leftOutOfFacet: new Uint32Array(count),
      scores: new Uint16Array(count),
      best: new Uint8Array(count),
    };
    scratches.set(catalogue, scratch);
  }
  return scratch;
}

/** A fresh membership stamp: no position holds it until marked. */
export function nextStamp(scratch: QueryScratch): number {
  if (scratch.stamp >= STAMP_LIMIT) {
    scratch.stamps.fill(0);
    scratch.stamp = 0;
  }
  return ++scratch.stamp;
}

/** Marks `positions` with a fresh stamp and returns it. */
export function stampAll(scratch: QueryScratch, positions: ArrayLike<number>): number {
  const stamp = nextStamp(scratch);
  const { stamps } = scratch;
  for (let at = 0; at < positions.length; at += 1) stamps[positions[at]!] = stamp;
  return stamp;
}

/**
 * A fresh base for text marks: marks from `base` to `base + steps` are this query's, and every
 * position's mark is below `base`, so every position starts having met no term.
 */
export function nextTextBase(scratch: QueryScratch, steps: number): number {
  if (scratch.textBase + steps + 1 >= STAMP_LIMIT) {
    scratch.textMarks.fill(0);
    scratch.textBase = 1;
  }
  const base = scratch.textBase;
  scratch.textBase = base + steps + 1;
  return base;
}
