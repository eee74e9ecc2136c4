import { describe, expect, it } from '@jest/globals';
import {
  buildWordIndex,
  prefixRange,
  raiseListedScores,
  raisePrefixMatches,
} from './catalog-word-index';

const TEXTS = ['berlin business school business', 'paris business', 'bern law', 'lisbon arts'];
const TITLES = ['business studies', 'business', 'law', 'fine arts'];
const PROVIDERS = ['berlin school', 'paris institute', 'bern university', 'lisbon academy'];
const index = buildWordIndex(TEXTS, TITLES, PROVIDERS);

/** The programs meeting every term; a term is met by a word starting with any of its prefixes. */
const matches = (...terms: string[]) => {
  const marks = new Uint16Array(TEXTS.length);
  terms.forEach((term, step) => {
    const ranges = term.split('|').map((prefix) => prefixRange(index, prefix));
    raisePrefixMatches(index, ranges, marks, step);
  });
  return TEXTS.flatMap((_, position) => (marks[position] === terms.length ? [position] : []));
};

describe(buildWordIndex.name, () => {
  it('holds every distinct word once, in order', () => {
    expect(index.vocabulary).toEqual([...index.vocabulary].sort());
    expect(new Set(index.vocabulary).size).toBe(index.vocabulary.length);
    expect(index.vocabulary).toEqual(expect.arrayContaining(['academy', 'studies', 'berlin']));
  });

  it('lists a word repeated in one text once', () => {
    const { from } = prefixRange(index, 'business');
    const { offsets, ids } = index.postings;
    expect([...ids.subarray(offsets[from]!, offsets[from + 1]!)]).toEqual([0, 1]);
  });
});

describe(prefixRange.name, () => {
  it('answers the words starting with a prefix and the word itself', () => {
    const range = prefixRange(index, 'ber');
    expect(index.vocabulary.slice(range.from, range.to)).toEqual(['berlin', 'bern']);
    expect(range.exact).toBe(-1);
    expect(prefixRange(index, 'bern').exact).toBe(index.vocabulary.indexOf('bern'));
  });

  it('answers an empty range for a prefix no word has', () => {
    const range = prefixRange(index, 'zurich');
    expect(range.to - range.from).toBe(0);
  });
});

describe(raisePrefixMatches.name, () => {
  it('marks the programs with a word starting with every prefix', () => {
    expect(matches('ber')).toEqual([0, 2]);
    expect(matches('bus', 'ber')).toEqual([0]);
    expect(matches('bus', 'bus')).toEqual([0, 1]);
    expect(matches('erlin')).toEqual([]);
    expect(matches('bus', 'zurich')).toEqual([]);
  });

  it('meets a term by any of its prefixes, once', () => {
    expect(matches('paris|bern')).toEqual([1, 2]);
    expect(matches('bus|berlin', 'school')).toEqual([0]);
    expect(matches('zurich|lisbon')).toEqual([3]);
  });
});

describe(raisePrefixMatches.name, () => {
  it('collects the programs it raises', () => {
    const marks = new Uint16Array(TEXTS.length);
    const reached = { positions: new Uint32Array(TEXTS.length), length: 0 };
    raisePrefixMatches(index, [prefixRange(index, 'bus')], marks, 0, reached);
    expect([...reached.positions.subarray(0, reached.length)]).toEqual([0, 1]);
  });
});

describe(raiseListedScores.name, () => {
  it('tells prefix hits from whole-word hits in titles, and finds institution words', () => {
    const titleScores = (prefix: string) => {
      const best = new Uint8Array(TITLES.length).fill(1);
      raiseListedScores(index.titles, prefixRange(index, prefix), 4, 5, best);
      return [...best];
    };
    expect(titleScores('stud')).toEqual([4, 1, 1, 1]);
    expect(titleScores('business')).toEqual([5, 5, 1, 1]);
    const best = new Uint8Array(PROVIDERS.length).fill(1);
    raiseListedScores(index.providers, prefixRange(index, 'univ'), 2, 2, best);
    expect([...best]).toEqual([1, 1, 2, 1]);
  });
});
