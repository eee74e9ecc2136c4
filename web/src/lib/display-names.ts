/**
 * Catalogue codes named in the interface language with Intl.DisplayNames: countries (ISO 3166-1
 * alpha-2 in lower case, `uk` for the United Kingdom), languages (ISO 639-1) and currencies
 * (ISO 4217).
 */
function displayName(
  type: 'region' | 'language' | 'currency',
  code: string,
  locale: string,
): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
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
