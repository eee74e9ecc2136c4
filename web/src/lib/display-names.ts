/**
 * Catalogue codes named in the interface language with Intl.DisplayNames: countries (ISO 3166-1
 * alpha-2 in lower case, `uk` for the United Kingdom), languages (ISO 639-1) and currencies
 * (ISO 4217).
 */
type DisplayNameType = 'region' | 'language' | 'currency';

/** One Intl.DisplayNames per type and locale: a filter list names dozens of codes per render. */
const namers = new Map<string, Intl.DisplayNames>();

function displayName(type: DisplayNameType, code: string, locale: string): string {
  try {
    const key = `${type}:${locale}`;
    let namer = namers.get(key);
    if (!namer) {
      namer = new Intl.DisplayNames([locale], { type });
      namers.set(key, namer);
    }
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryName(code: string, locale: string): string {
  return displayName('region', code === 'uk' ? 'GB' : code.toUpperCase(), locale);
}

export function languageName(code: string, locale: string): string {
  return displayName('language', code, locale);
}

export function currencyName(code: string, locale: string): string {
  return displayName('currency', code, locale);
}
