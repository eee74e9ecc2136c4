/** Languages programs are taught in or teach, with the exam a student would prepare or show. */
export interface LanguageVocabulary {
  /** ISO 639-1 */
  code: string;
  name: string;
  /** The proficiency exam commonly asked for or prepared in this language. */
  exam: string;
}

// prettier-ignore
export const LANGUAGES: readonly LanguageVocabulary[] = [
  { code: 'en', name: 'English', exam: 'IELTS' },
  { code: 'de', name: 'German', exam: 'TestDaF' },
  { code: 'fr', name: 'French', exam: 'DELF' },
  { code: 'es', name: 'Spanish', exam: 'DELE' },
  { code: 'it', name: 'Italian', exam: 'CILS' },
  { code: 'pt', name: 'Portuguese', exam: 'CAPLE' },
  { code: 'tr', name: 'Turkish', exam: 'TÖMER' },
  { code: 'hu', name: 'Hungarian', exam: 'ECL' },
  { code: 'fi', name: 'Finnish', exam: 'YKI' },
  { code: 'sv', name: 'Swedish', exam: 'Swedex' },
  { code: 'no', name: 'Norwegian', exam: 'Norskprøven' },
  { code: 'da', name: 'Danish', exam: 'Studieprøven' },
  { code: 'nl', name: 'Dutch', exam: 'NT2' },
  { code: 'pl', name: 'Polish', exam: 'State Certificate in Polish' },
  { code: 'cs', name: 'Czech', exam: 'CCE' },
  { code: 'ro', name: 'Romanian', exam: 'ECL' },
  { code: 'el', name: 'Greek', exam: 'Certificate of Attainment in Greek' },
  { code: 'sk', name: 'Slovak', exam: 'ECL' },
  { code: 'hr', name: 'Croatian', exam: 'Croaticum' },
  { code: 'lt', name: 'Lithuanian', exam: 'State Lithuanian Language Exam' },
  { code: 'lv', name: 'Latvian', exam: 'State Latvian Language Exam' },
  { code: 'et', name: 'Estonian', exam: 'Estonian Language Proficiency Exam' },
  { code: 'sr', name: 'Serbian', exam: 'ECL' },
  { code: 'zh', name: 'Chinese', exam: 'HSK' },
  { code: 'ja', name: 'Japanese', exam: 'JLPT' },
  { code: 'ko', name: 'Korean', exam: 'TOPIK' },
  { code: 'th', name: 'Thai', exam: 'CU-TFL' },
  { code: 'id', name: 'Indonesian', exam: 'UKBI' },
  { code: 'vi', name: 'Vietnamese', exam: 'Vietnamese Proficiency Test' },
  { code: 'ar', name: 'Arabic', exam: 'ALPT' },
  { code: 'he', name: 'Hebrew', exam: 'YAEL' },
  { code: 'ru', name: 'Russian', exam: 'TORFL' },
  { code: 'kk', name: 'Kazakh', exam: 'KAZTEST' },
  { code: 'ka', name: 'Georgian', exam: 'Georgian Language Test' },
  { code: 'uz', name: 'Uzbek', exam: 'Uzbek Language Test' },
];

export function languageOf(code: string): LanguageVocabulary {
  const language = LANGUAGES.find((entry) => entry.code === code);
  if (!language) throw new Error(`No vocabulary for language ${code}`);
  return language;
}
