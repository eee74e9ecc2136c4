/**
 * Catalogue countries are ISO 3166-1 alpha-2 codes in lower case, except the United Kingdom,
 * stored as `uk`: the consultation form (spec §3) and the UK's internet domain use `uk`, so the
 * catalogue and the form share one code. Convert before asking Intl for a country name or flag.
 */
const CATALOG_TO_ISO: Record<string, string> = { uk: 'GB' };

/** The ISO 3166-1 region code (upper case) of a catalogue country code: `uk` → `GB`, `de` → `DE`. */
export function isoRegionOf(catalogCountry: string): string {
  return CATALOG_TO_ISO[catalogCountry] ?? catalogCountry.toUpperCase();
}

/** Catalogue countries are two lower-case letters. */
export const CATALOG_COUNTRY_PATTERN = /^[a-z]{2}$/;
