/** The six interface languages (spec §1, §3 Language). English is the base and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'tr', 'es', 'fr', 'zh', 'ar'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];

export interface Language {
  code: LanguageCode;
  name: string;
  nativeName: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
];

export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

export function textDirection(code: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}
