/**
 * Text analysis for the assistant's index and questions: the catalogue's normalisation (case,
 * accents, Arabic diacritics, hamza/alef, ta marbuta, alef maksura, tatweel, the article), Chinese
 * cut into words by `Intl.Segmenter` (no spaces to split on), stopwords out, words stemmed.
 */
import { normaliseSearchText } from '../catalog/search-text';
import { type LanguageCode } from '../i18n/languages';
import { stemFor } from './assistant-stem';
import { isStopword } from './assistant-stopwords';

const HAN = /\p{Script=Han}/u;
const EASTERN_ARABIC_DIGITS = /[٠-٩۰-۹]/g;

let chineseWords: Intl.Segmenter | undefined;

function segmentChinese(run: string): string[] {
  chineseWords ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return Array.from(chineseWords.segment(run))
    .filter((piece) => piece.isWordLike)
    .map((piece) => piece.segment);
}

/** Eastern Arabic and Persian digits as ASCII digits ("١٠٠٠٠" → "10000"). */
export function westernDigits(text: string): string {
  return text.replace(EASTERN_ARABIC_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The normalised words of `text`, Chinese runs segmented into words. */
export function textWords(text: string): string[] {
  return normaliseSearchText(westernDigits(text))
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (HAN.test(word) ? segmentChinese(word) : [word]));
}

/** The index terms of `text` written in `language`: topic words only, stemmed. */
export function analyseText(text: string, language: LanguageCode): string[] {
  return textWords(text)
    .filter((word) => !isStopword(word, language))
    .map((word) => stemFor(word, language))
    .filter((term) => term.length > 1 || HAN.test(term));
}

/** Plain text of sanitised HTML: tags out, entities of the seed's kind decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
