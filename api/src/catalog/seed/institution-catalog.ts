import { CLAIMS } from '../../../../shared/constants';
import { type Field } from '../../../../shared/catalog/fields';
import { type CountryProfile } from './vocab/countries';
import { institutionEntriesOf } from './vocab/institutions';
import { hash32 } from './prng';
import { type InstitutionKind } from './institution-kinds';
import { institutionFocus } from './institution-focus';

/** An institution programs are generated for. */
export interface Institution {
  name: string;
  domain: string;
  country: string;
  city: string;
  kind: InstitutionKind;
  partner: boolean;
  /** Fields a specialist institution is known for (read from its name); none for general ones. */
  focus?: readonly Field[];
  /** Its languages of instruction; for a language school, the languages it teaches. */
  languages?: readonly string[];
}

/** "300+ partners" (spec §1): the number of institutions flagged as partners. */
export const PARTNER_INSTITUTION_COUNT = CLAIMS.partners;

/** Which institutions become partners first: the degree-awarding ones. */
const PARTNER_RANK: Record<InstitutionKind, number> = {
  research: 0,
  applied: 1,
  business: 2,
  art: 3,
  online: 4,
  college: 5,
  language: 6,
};

/**
 * Spreads `total` partner places over countries in proportion to their institutions, at least
 * one each and never more than a country has (largest-remainder rounding, so the places add up
 * exactly when there are enough institutions).
 */
export function apportionPartners(sizes: readonly number[], total: number): number[] {
  const institutions = sizes.reduce((sum, size) => sum + size, 0);
  const shares = sizes.map((size) => (institutions > 0 ? (size * total) / institutions : 0));
  const places = shares.map((share, i) => Math.min(sizes[i] ?? 0, Math.max(1, Math.floor(share))));
  const byRemainder = shares
    .map((share, i) => ({ i, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i)
    .map(({ i }) => i);
  const placed = () => places.reduce((sum, place) => sum + place, 0);
  // Too few: add to the largest remainders. Too many (the minimum of one): take from the largest.
  for (const i of byRemainder) {
    if (placed() >= total) break;
    if ((places[i] ?? 0) < (sizes[i] ?? 0)) places[i] = (places[i] ?? 0) + 1;
  }
  while (placed() > total) {
    const largest = places.indexOf(Math.max(...places));
    places[largest] = (places[largest] ?? 1) - 1;
  }
  return places;
}

/** Institutions of every country (from the curated table), partners flagged. */
export function buildInstitutionCatalog(
  profiles: readonly CountryProfile[],
): Map<string, Institution[]> {
  const entries = profiles.map((profile) => institutionEntriesOf(profile.code));
  const partnerPlaces = apportionPartners(
    entries.map((list) => list.length),
    PARTNER_INSTITUTION_COUNT,
  );
  const catalog = new Map<string, Institution[]>();
  profiles.forEach((profile, index) => {
    const list = entries[index] ?? [];
    const partnerDomains = new Set(
      [...list]
        .sort(
          (a, b) =>
            PARTNER_RANK[a.kind] - PARTNER_RANK[b.kind] || hash32(a.domain) - hash32(b.domain),
        )
        .slice(0, partnerPlaces[index] ?? 0)
        .map((entry) => entry.domain),
    );
    catalog.set(
      profile.code,
      list.map((entry) => ({
        ...entry,
        country: profile.code,
        partner: partnerDomains.has(entry.domain),
        focus: institutionFocus(entry.name),
      })),
    );
  });
  return catalog;
}
