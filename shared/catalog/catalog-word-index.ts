/**
 * The word-prefix index behind the catalogue's text search. Search texts are normalised
 * (search-text.ts) and split on single spaces, so "a word of the text starts with the query word"
 * is the same test as `(' ' + text).includes(' ' + word)`: the words starting with a prefix are one
 * range of the sorted vocabulary, and the programs holding them are that range's postings.
 */

/** Word ids per program, flat: program `p`'s words are `ids[offsets[p]]` … `ids[offsets[p + 1] - 1]`. */
export interface WordLists {
  offsets: Uint32Array;
  ids: Uint32Array;
}

export interface WordIndex {
  /** Every distinct word of the search texts, titles and institution names, in code-unit order. */
  vocabulary: readonly string[];
  /** Programs (positions, ascending) per word of the search texts, flat as in `WordLists`. */
  postings: WordLists;
  /** Programs per word of their title, and per word of their institution's name (relevance). */
  titles: WordLists;
  providers: WordLists;
}

/** Positions collected into a preallocated array: `positions[0]` … `positions[length - 1]`. */
export interface PositionList {
  positions: Uint32Array;
  length: number;
}

/** The word ids starting with a query word: `[from, to)`, and `exact` when the word itself is one. */
export interface WordRange {
  from: number;
  to: number;
  exact: number;
}

const words = (text: string) => text.split(' ').filter(Boolean);

/** A growable list of ids: a plain array of millions of numbers is slow to build and copy. */
class IdBuffer {
  private ids = new Uint32Array(1 << 16);
  length = 0;

  push(id: number): void {
    if (this.length === this.ids.length) {
      const grown = new Uint32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.length++] = id;
  }

  toArray(): Uint32Array {
    return this.ids.slice(0, this.length);
  }
}

/** Word lists with ids in order of first appearance; `renumber` maps them to vocabulary order. */
function collectLists(texts: readonly string[], idOf: Map<string, number>): WordLists {
  const offsets = new Uint32Array(texts.length + 1);
  const ids = new IdBuffer();
  // The last program each word was listed for: a word repeated in one text is listed once.
  const listedFor: number[] = [];
  texts.forEach((text, position) => {
    for (const word of words(text)) {
      let id = idOf.get(word);
      if (id === undefined) idOf.set(word, (id = idOf.size));
      if (listedFor[id] === position) continue;
      listedFor[id] = position;
      ids.push(id);
    }
    offsets[position + 1] = ids.length;
  });
  return { offsets, ids: ids.toArray() };
}

function renumber(lists: WordLists, newId: Uint32Array): WordLists {
  return { offsets: lists.offsets, ids: lists.ids.map((id) => newId[id]!) };
}

/** Inverts each program's word list into each word's program list (counting sort by word). */
function invert(lists: WordLists, wordCount: number): WordLists {
  const offsets = new Uint32Array(wordCount + 1);
  for (const id of lists.ids) offsets[id + 1]! += 1;
  for (let id = 0; id < wordCount; id += 1) offsets[id + 1]! += offsets[id]!;
  const next = offsets.slice(0, wordCount);
  const ids = new Uint32Array(lists.ids.length);
  for (let position = 0; position + 1 < lists.offsets.length; position += 1) {
    for (let at = lists.offsets[position]!; at < lists.offsets[position + 1]!; at += 1) {
      ids[next[lists.ids[at]!]!++] = position;
    }
  }
  return { offsets, ids };
}

/** Indexes programs' normalised search texts, titles and institution names (same positions). */
export function buildWordIndex(
  searchTexts: readonly string[],
  titles: readonly string[],
  providers: readonly string[],
): WordIndex {
  const idOf = new Map<string, number>();
  const texts = collectLists(searchTexts, idOf);
  const titleLists = collectLists(titles, idOf);
  const providerLists = collectLists(providers, idOf);
  const vocabulary = [...idOf.keys()].sort();
  const newId = new Uint32Array(vocabulary.length);
  vocabulary.forEach((word, id) => (newId[idOf.get(word)!] = id));
  return {
    vocabulary,
    postings: invert(renumber(texts, newId), vocabulary.length),
    titles: invert(renumber(titleLists, newId), vocabulary.length),
    providers: invert(renumber(providerLists, newId), vocabulary.length),
  };
}

/** The first vocabulary index at which `after(word)` holds (it holds from some index on). */
function firstWhere(vocabulary: readonly string[], after: (word: string) => boolean): number {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(vocabulary[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function prefixRange({ vocabulary }: WordIndex, prefix: string): WordRange {
  const from = firstWhere(vocabulary, (word) => word >= prefix);
  const to = firstWhere(vocabulary, (word) => word >= prefix && !word.startsWith(prefix));
  return { from, to, exact: vocabulary[from] === prefix ? from : -1 };
}

/**
 * Raises `marks[p]` from `step` to `step + 1` for the programs whose search text has a word in
 * any of `ranges`: run once per query term, the programs that met every term hold its count.
 * `reached` collects the programs raised (each at most once per step, so it needs no more room
 * than there are programs). With `floor`, a mark from `floor` to `step` is raised: marks below a
 * query's first step are left from earlier queries (catalog-scratch.ts) and mean none met.
 */
export function raisePrefixMatches(
  index: WordIndex,
  ranges: readonly WordRange[],
  marks: Uint16Array | Uint32Array,
  step: number,
  reached?: PositionList,
  floor: number = step,
): void {
  const { offsets, ids } = index.postings;
  for (const { from, to } of ranges) {
    for (let at = offsets[from]!, end = offsets[to]!; at < end; at += 1) {
      const position = ids[at]!;
      const mark = marks[position]!;
      if (mark > step || mark < floor) continue;
      marks[position] = step + 1;
      if (reached) reached.positions[reached.length++] = position;
    }
  }
}

/**
 * Raises `best[p]` to `score` for the programs listed under a word of `range` (`exactScore` for
 * the word itself): how relevance finds title and institution hits without reading any program.
 */
export function raiseListedScores(
  lists: WordLists,
  range: WordRange,
  score: number,
  exactScore: number,
  best: Uint8Array,
): void {
  const { offsets, ids } = lists;
  for (let id = range.from; id < range.to; id += 1) {
    const value = id === range.exact ? exactScore : score;
    for (let at = offsets[id]!, end = offsets[id + 1]!; at < end; at += 1) {
      if (best[ids[at]!]! < value) best[ids[at]!] = value;
    }
  }
}
