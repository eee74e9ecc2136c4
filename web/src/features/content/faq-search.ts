import { type FaqEntry } from '../../../../shared/content/content-item';

/** Lower-cased, accents removed, tags stripped: what a visitor's words are matched against. */
function normalise(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** The entries whose question or answer contains every word of `query`. */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = normalise(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
