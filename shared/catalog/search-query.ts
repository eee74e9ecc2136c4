/**
 * A visitor's search text as the terms the catalogue query matches: each term is met by a program
 * whose search text has a word starting with one of the term's prefixes, or whose facet value is
 * one the term names (its country, field, degree type or category). Every term must be met.
 */
import { type CourseFacet } from './course-list';
import { stemWord } from './search-stem';
import { normaliseSearchText } from './search-text';
import {
  JOINING_WORDS,
  termKey,
  type SearchVocabulary,
  type TermMeaning,
} from './search-vocabulary';

export interface SearchTerm {
  /** Word starts, any of which in a program's search text meets the term. */
  prefixes: string[];
  /** Facet values, any of which a program has meets the term. */
  facets: Partial<Record<CourseFacet, string[]>>;
}

const UNSPACED_SCRIPT = /\p{Script=Han}/u;

/**
 * A run of Chinese characters cut into the vocabulary's terms, longest first from the left
 * ("德国工程" → "德国", "工程"); characters no term starts with stay together as one word.
 */
function segmentUnspaced(run: string, vocabulary: SearchVocabulary): string[] {
  const pieces: string[] = [];
  let unknown = '';
  let at = 0;
  while (at < run.length) {
    let length = Math.min(vocabulary.longestUnspacedKey, run.length - at);
    while (length > 0 && !vocabulary.unspacedKeys.has(run.slice(at, at + length))) length -= 1;
    if (length === 0) {
      unknown += run[at];
      at += 1;
      continue;
    }
    if (unknown) pieces.push(unknown);
    unknown = '';
    pieces.push(run.slice(at, at + length));
    at += length;
  }
  if (unknown) pieces.push(unknown);
  return pieces;
}

function queryWords(text: string, vocabulary: SearchVocabulary): string[] {
  const words = normaliseSearchText(text)
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (UNSPACED_SCRIPT.test(word) ? segmentUnspaced(word, vocabulary) : [word]));
  const meaningful = words.filter((word) => !JOINING_WORDS.has(word));
  // A query of joining words only ("de") is still something the visitor is typing.
  return meaningful.length > 0 ? meaningful : words;
}

function termOf(meanings: readonly TermMeaning[], prefixes: string[]): SearchTerm {
  const term: SearchTerm = { prefixes: [...prefixes], facets: {} };
  for (const meaning of meanings) {
    if ('word' in meaning) term.prefixes.push(meaning.word);
    else (term.facets[meaning.facet] ??= []).push(meaning.value);
  }
  term.prefixes = [...new Set(term.prefixes)];
  return term;
}

/**
 * The terms of a search text. The longest phrase the vocabulary knows is taken first ("yüksek
 * lisans" before "lisans"); a single word also matches as written and by its stem.
 */
export function parseSearchQuery(text: string, vocabulary: SearchVocabulary): SearchTerm[] {
  const words = queryWords(text, vocabulary);
  const terms: SearchTerm[] = [];
  let at = 0;
  while (at < words.length) {
    let length = Math.min(vocabulary.longestPhrase, words.length - at);
    for (; length > 1; length -= 1) {
      const meanings = vocabulary.whole.get(termKey(words.slice(at, at + length)));
      if (meanings) break;
    }
    const phrase = words.slice(at, at + length);
    const key = termKey(phrase);
    const meanings = vocabulary.whole.get(key) ?? vocabulary.parts.get(key) ?? [];
    const word = phrase[0]!;
    terms.push(termOf(meanings, length === 1 ? [word, stemWord(word)] : []));
    at += length;
  }
  return terms;
}
