import { CLAIMS } from '../../../../shared/constants';
import { type CountryProfile } from './vocab/countries';
import { hash32 } from './prng';
import { type InstitutionCandidate } from './institutions-loader';
import { type InstitutionKind } from './institution-name';
import { institutionFocus } from './institution-focus';
import { type Field } from '../../../../shared/catalog/fields';

/** An institution programs are generated for. */
export interface Institution {
  name: string;
  domain: string;
  country: string;
  city: string;
  kind: InstitutionKind;
  partner: boolean;
  /** Fields a specialist institution teaches; general institutions have none. */
  focus?: readonly Field[];
}

/** Institutions listed per unit of country weight: ~1,900 in all, ~7 programs each by default. */
export const INSTITUTIONS_PER_WEIGHT = 10;

/** "300+ partners" (spec §1): the number of institutions flagged as partners. */
export const PARTNER_INSTITUTION_COUNT = CLAIMS.partners;

const KIND_RANK: Record<InstitutionKind, number> = {
  university: 0,
  school: 1,
  college: 2,
  community_college: 3,
};

/** The institution's own label of its domain: `bris` in `bris.ac.uk`. */
function registeredName(domain: string): string {
  return domain.split('.')[0] ?? domain;
}

/**
 * Which candidates of a country make the catalogue: those whose city we know from their name
 * first (a student can check it), then universities before schools and colleges, then short
 * domains (old, large institutions registered them first: `bris.ac.uk`, `mcgill.ca`), then a
 * stable shuffle by domain so no alphabet range dominates.
 */
export function selectInstitutions(
  candidates: readonly InstitutionCandidate[],
  limit: number,
): InstitutionCandidate[] {
  return [...candidates]
    .sort(
      (a, b) =>
        Number(b.cityFromName) - Number(a.cityFromName) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        registeredName(a.domain).length - registeredName(b.domain).length ||
        hash32(a.domain) - hash32(b.domain) ||
        a.domain.localeCompare(b.domain),
    )
    .slice(0, limit);
}

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

/** Institutions of every country, partners flagged: universities first, by a stable order. */
export function buildInstitutionCatalog(
  profiles: readonly CountryProfile[],
  loadCandidates: (profile: CountryProfile) => InstitutionCandidate[],
): Map<string, Institution[]> {
  const selected = profiles.map((profile) =>
    selectInstitutions(loadCandidates(profile), profile.weight * INSTITUTIONS_PER_WEIGHT),
  );
  const partnerPlaces = apportionPartners(
    selected.map((list) => list.length),
    PARTNER_INSTITUTION_COUNT,
  );
  const catalog = new Map<string, Institution[]>();
  profiles.forEach((profile, index) => {
    const list = selected[index] ?? [];
    const partnerDomains = new Set(
      [...list]
        .sort(
          (a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || hash32(a.domain) - hash32(b.domain),
        )
        .slice(0, partnerPlaces[index] ?? 0)
        .map((candidate) => candidate.domain),
    );
    catalog.set(
      profile.code,
      list.map(({ name, domain, country, city, kind }) => ({
        name,
        domain,
        country,
        city,
        kind,
        partner: partnerDomains.has(domain),
        focus: institutionFocus(name),
      })),
    );
  });
  return catalog;
}
