/**
 * Text search without collation or text indexes (FerretDB has neither, see DESIGN.md §1): the
 * API stores every searchable text of a course normalised by this function in `searchText`, and
 * the browser's offline search normalises the query the same way, so both ignore case and accents.
 */

/** Letters that Unicode decomposition does not split into a base letter and an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  // Arabic spellings that vary in ordinary typing: ta marbuta is often typed as ha, alef maksura
  // as ya, and alef wasla as a plain alef (hamza forms decompose to alef, waw and ya by NFD).
  ة: 'ه',
  ى: 'ي',
  ٱ: 'ا',
};

const COMBINING_MARKS = /\p{M}+/gu;
/** Arabic tatweel only stretches a word on screen. */
const TATWEEL = /\u0640/g;
const NON_WORD_RUNS = /[^\p{L}\p{N}]+/gu;
/**
 * The Arabic definite article, alone or after "and" (و): "الهندسة" and "هندسة" are one word to a
 * searcher. Only stripped when at least three letters stay, so short words keep their letters.
 */
const ARABIC_ARTICLE = /(?<=^| )و?ال(?=\p{L}{3})/gu;

/** Lower-cased, accents stripped, words separated by single spaces: "Üniversitesi" → "universitesi". */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '')
    .replace(/[ıßæœøłđðþةىٱ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(NON_WORD_RUNS, ' ')
    .trim()
    .replace(ARABIC_ARTICLE, '');
}
