/**
 * Light stemming per script, applied alike to indexed texts and questions (on normalised words,
 * search-text.ts): enough that "consultations" meets "consultation", "danışmanlığı" meets
 * "danışmanlık" and "والاستشارات" meets "استشارة", without a dictionary.
 */
import { stemWord } from '../catalog/search-stem';
import { type LanguageCode } from '../i18n/languages';

const ARABIC_WORD = /^\p{Script=Arabic}+$/u;
const HAN = /\p{Script=Han}/u;

/**
 * Larkey's "light10" Arabic stemmer: one conjunction, one article-like prefix and the common
 * suffixes. Input is normalised, so ta marbuta is already ha and alef variants are plain alef.
 */
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const ARABIC_SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

export function stemArabic(word: string): string {
  let stem = word;
  if (stem.length > 3 && stem.startsWith('و')) stem = stem.slice(1);
  for (const prefix of ARABIC_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 2) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  for (const suffix of ARABIC_SUFFIXES) {
    if (stem.length - suffix.length >= 2 && stem.endsWith(suffix))
      stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/**
 * Turkish adds its endings one after another ("danışmanlıklarımızdan"); keeping the first five
 * letters is the classic cheap stemmer for it (Can et al., 2008) and does as well as a
 * morphological analyser for retrieval.
 */
const TURKISH_STEM_LENGTH = 5;

/** The stem of a normalised word written in `language`. */
export function stemFor(word: string, language: LanguageCode): string {
  if (HAN.test(word)) return word;
  if (ARABIC_WORD.test(word)) return stemArabic(word);
  if (language === 'tr') return word.slice(0, TURKISH_STEM_LENGTH);
  return stemWord(word);
}
