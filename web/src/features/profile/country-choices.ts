import { getCountries } from 'libphonenumber-js';
import { CONSULTATION_COUNTRIES } from '../../../../shared/leads/consultation';
import { countryName } from '../../lib/display-names';

/** Catalogue country codes (lower case, `uk` for the United Kingdom) of every country. */
const ALL_COUNTRIES = getCountries().map((iso) => (iso === 'GB' ? 'uk' : iso.toLowerCase()));

const named = (codes: readonly string[], locale: string) =>
  codes
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

/** Where a student can live: every country, by name in the interface language. */
export function homeCountryChoices(locale: string) {
  return named(ALL_COUNTRIES, locale);
}

/** Where a student can study: the destinations the consultation form offers (spec §3). */
export function destinationChoices(locale: string) {
  return named(CONSULTATION_COUNTRIES, locale);
}
