/**
 * A light suffix stripper for Latin-script words ("nurse", "nurses", "nursing" → "nurs").
 *
 * The word index holds the catalogue's words as written and matches a query word as a prefix
 * (catalog-word-index.ts), so a stem is useful only if it is a prefix of every inflected form.
 * Porter and Snowball stemmers rewrite endings ("study" → "studi"), which breaks that, so this
 * only cuts the common English, Spanish and French plural and "-ing" endings and a final vowel,
 * once, keeping at least MIN_STEM letters. Turkish, Chinese and Arabic words reach English ones
 * through the search vocabulary (search-vocabulary.ts) instead.
 */

const MIN_STEM = 4;

/** Endings cut, longest first; a word loses at most one. */
const ENDINGS = ['ing', 'ies', 'es', 's', 'e', 'a', 'o', 'y'] as const;

/** Words ending so are not plurals: "business", "analysis", "campus". */
const NOT_PLURAL = /(ss|is|us)$/;

const LATIN_WORD = /^[a-z]+$/;

/** The stem of a normalised word (search-text.ts); other scripts and short words as they are. */
export function stemWord(word: string): string {
  if (!LATIN_WORD.test(word) || word.length <= MIN_STEM) return word;
  if (NOT_PLURAL.test(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}
