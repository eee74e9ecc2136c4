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
};

const COMBINING_MARKS = /\p{M}+/gu;
const NON_WORD_RUNS = /[^\p{L}\p{N}]+/gu;

/** Lower-cased, accents stripped, words separated by single spaces: "Üniversitesi" → "universitesi". */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[ıßæœøłđðþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(NON_WORD_RUNS, ' ')
    .trim();
}
