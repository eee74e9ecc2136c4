import { apportionPartners, PARTNER_INSTITUTION_COUNT } from './institution-catalog';
import { seedInstitutions } from './catalog-generator';
import { COUNTRY_PROFILES } from './vocab/countries';
import { LANGUAGES } from './vocab/languages';
import { KIND_OFFERS } from './institution-kinds';

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

describe('the seed institutions (the curated table)', () => {
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

  it('are real, operating institutions, each once, in the city of its main campus', () => {
    const cityOf = new Map(all.map((institution) => [institution.name, institution.city]));
    expect(cityOf.get('University of Bristol')).toBe('Bristol');
    expect(cityOf.get('McGill University')).toBe('Montreal');
    expect(cityOf.get('University of Sydney')).toBe('Sydney');
    expect(cityOf.get('Stephen F. Austin State University')).toBe('Nacogdoches');
    expect(cityOf.get('Jiangsu University')).toBe('Zhenjiang');
    expect(cityOf.get('University of Warwick')).toBe('Coventry');
    // Merged into London Metropolitan University in 2002.
    expect(cityOf.has('University of North London')).toBe(false);
    expect(cityOf.get('London Metropolitan University')).toBe('London');
    expect(cityOf.size).toBe(all.length);
    expect(new Set(all.map((institution) => institution.domain)).size).toBe(all.length);
  });

  it('include every kind, and research universities in each consultation-form country', () => {
    expect(new Set(all.map((institution) => institution.kind))).toEqual(
      new Set(Object.keys(KIND_OFFERS)),
    );
    for (const code of CONSULTATION_COUNTRIES) {
      const kinds = new Set(institutions.get(code)?.map((institution) => institution.kind));
      expect({ code, research: kinds.has('research') }).toEqual({ code, research: true });
    }
  });

  it('teach language courses only in languages the catalogue knows', () => {
    const languages = all.flatMap((institution) => institution.languages ?? []);
    expect(
      languages.filter((code) => !LANGUAGES.some((language) => language.code === code)),
    ).toEqual([]);
  });
});
