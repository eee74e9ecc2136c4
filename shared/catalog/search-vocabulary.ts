/**
 * The search vocabulary: words and phrases of the six interface languages that name something the
 * catalogue knows, so "Almanya", "Alemania", "德国" and "ألمانيا" find what "Germany" finds. One
 * source of truth for the API and the offline worker: the interface's own labels for fields,
 * degree types and categories (locales/*.json), each language's country names (Intl, as the
 * interface shows them) and the curated words of search-synonyms.ts.
 */
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import tr from '../../locales/tr.json';
import zh from '../../locales/zh.json';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { isoRegionOf } from './country-codes';
import { type CourseFacet } from './course-list';
import { searchLabelOf } from './search-label-ids';
import { COUNTRY_ALIASES, DEGREE_WORDS, SUBJECT_WORDS } from './search-synonyms';
import { stemWord } from './search-stem';
import { normaliseSearchText } from './search-text';

/** What a vocabulary term means: a facet value, or a word start of the (English) search texts. */
export type TermMeaning = { facet: CourseFacet; value: string } | { word: string };

export interface SearchVocabulary {
  /** Meanings by term key (`termKey`): whole names, labels and curated words. */
  whole: ReadonlyMap<string, readonly TermMeaning[]>;
  /** Meanings of single words of longer labels, used when no whole term has the key. */
  parts: ReadonlyMap<string, readonly TermMeaning[]>;
  /** The most words a term key has: the longest phrase worth looking up. */
  longestPhrase: number;
  /** Keys in a script written without spaces (Chinese), to find inside a run of characters. */
  unspacedKeys: ReadonlySet<string>;
  longestUnspacedKey: number;
}

/**
 * Joining words and words every label of a kind has ("degree", "programı"): they say nothing
 * about which value is meant. Queries drop the joining words too (see search-query.ts).
 */
export const JOINING_WORDS: ReadonlySet<string> = new Set(
  ['and', 'of', 'in', 'the', 's', 've', 'ile', 'y', 'e', 'en', 'de', 'del', 'la', 'el', 'et']
    .concat(['le', 'les', 'des', 'du', 'd', 'l', 'و', 'في'])
    .map(normaliseSearchText),
);
const GENERIC_LABEL_WORDS: ReadonlySet<string> = new Set(
  ['degree', 'program', 'derecesi', 'programı', 'programa', 'programme', 'diplome', 'درجة']
    .concat(['برنامج', '学位', '课程'])
    .map(normaliseSearchText),
);

/** Chinese labels join their two halves with 与 ("工程与技术"); a space lets each half be a word. */
const CHINESE_JOINER = /与/g;
const UNSPACED_SCRIPT = /\p{Script=Han}/u;

const CATALOGUES = { en, tr, es, fr, zh, ar };

/** The words of a term as a key: normalised, stemmed, joined by single spaces. */
export function termKey(words: readonly string[]): string {
  return words.map(stemWord).join(' ');
}

function labelWords(label: string): string[] {
  return normaliseSearchText(label.replace(CHINESE_JOINER, ' '))
    .split(' ')
    .filter((word) => word && !JOINING_WORDS.has(word) && !GENERIC_LABEL_WORDS.has(word));
}

class VocabularyBuilder {
  readonly whole = new Map<string, TermMeaning[]>();
  readonly parts = new Map<string, TermMeaning[]>();

  add(target: Map<string, TermMeaning[]>, words: readonly string[], meaning: TermMeaning) {
    if (words.length === 0) return;
    const key = termKey(words);
    const meanings = target.get(key) ?? [];
    const same = (known: TermMeaning) => JSON.stringify(known) === JSON.stringify(meaning);
    if (!meanings.some(same)) meanings.push(meaning);
    target.set(key, meanings);
  }

  /** A label: as a whole, and each of its words as a part when it has several. */
  addLabel(label: string, meaning: TermMeaning) {
    const words = labelWords(label);
    this.add(this.whole, words, meaning);
    if (words.length > 1) for (const word of words) this.add(this.parts, [word], meaning);
  }

  addWhole(term: string, meaning: TermMeaning) {
    this.add(this.whole, labelWords(term), meaning);
  }

  build(): SearchVocabulary {
    const keys = [...this.whole.keys(), ...this.parts.keys()];
    const unspacedKeys = new Set(keys.filter((key) => UNSPACED_SCRIPT.test(key)));
    return {
      whole: this.whole,
      parts: this.parts,
      longestPhrase: Math.max(1, ...keys.map((key) => key.split(' ').length)),
      unspacedKeys,
      longestUnspacedKey: Math.max(0, ...[...unspacedKeys].map((key) => key.length)),
    };
  }
}

function buildVocabulary(countries: readonly string[]): SearchVocabulary {
  const builder = new VocabularyBuilder();
  const regionNames = SUPPORTED_LANGUAGES.map(
    (language) => new Intl.DisplayNames([language], { type: 'region' }),
  );
  // Each language's name as the interface shows it (web/src/lib/display-names.ts), and aliases.
  const countryNames = (code: string) => [
    ...regionNames.map((names) => names.of(isoRegionOf(code)) ?? code),
    ...(COUNTRY_ALIASES[code] ?? []),
  ];
  for (const messages of Object.values(CATALOGUES)) {
    for (const [id, label] of Object.entries(messages)) {
      const meaning = searchLabelOf(id);
      if (meaning) builder.addLabel(label, meaning);
    }
  }
  for (const country of countries) {
    for (const name of countryNames(country))
      builder.addWhole(name, { facet: 'country', value: country });
  }
  for (const { facets, words } of DEGREE_WORDS) {
    for (const [facet, value] of Object.entries(facets)) {
      for (const word of words) builder.addWhole(word, { facet: facet as CourseFacet, value });
    }
  }
  for (const [word, translations] of Object.entries(SUBJECT_WORDS)) {
    for (const translation of translations) builder.addWhole(translation, { word });
  }
  return builder.build();
}

/** One vocabulary per list of catalogue countries (a prepared catalogue's country values). */
const built = new WeakMap<readonly string[], SearchVocabulary>();

/** The vocabulary for a catalogue with these countries (codes as in country-codes.ts). */
export function searchVocabulary(countries: readonly string[]): SearchVocabulary {
  let vocabulary = built.get(countries);
  if (!vocabulary) built.set(countries, (vocabulary = buildVocabulary(countries)));
  return vocabulary;
}
