import {
  CATEGORIES,
  COMMITMENTS,
  COURSE_FORMATS,
  COURSE_STATUSES,
  DELIVERY_METHODS,
  DURATION_BANDS,
  LEVELS,
  PROGRAM_TYPES,
  TUITION_BANDS,
} from '../../../../shared/catalog/course-enums';
import { FIELDS } from '../../../../shared/catalog/fields';
import { type CourseRecord } from '../course-record';
import { CATALOG_SEED, createCatalogContext, generatePrograms } from './catalog-generator';
import { generateProgram, programCode } from './program-generator';

const DEFAULT_COUNT = 12_600;
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
const SPEC_DURATIONS = [
  '6 months',
  '8 months',
  '12 months',
  '24 months',
  '36 months',
  '12 weeks',
  '16 weeks',
  '2 years',
  '4 years',
];
const REFERENCE = new Date('2025-06-17T10:00:00Z');

const context = createCatalogContext(REFERENCE);
let catalogue: CourseRecord[];

beforeAll(() => {
  catalogue = generatePrograms(context, 0, DEFAULT_COUNT);
});

function valuesOf<K extends keyof CourseRecord>(key: K): Set<CourseRecord[K]> {
  return new Set(catalogue.map((program) => program[key]));
}

describe('generateProgram', () => {
  it('is deterministic: the same seed and index give the same program', () => {
    const again = createCatalogContext(REFERENCE);
    expect(generatePrograms(again, 0, 50)).toEqual(catalogue.slice(0, 50));
  });

  it('does not depend on the size of the catalogue', () => {
    expect(generateProgram(context, 4321)).toEqual(catalogue[4321]);
    expect(generatePrograms(context, 4000, 4010)).toEqual(catalogue.slice(4000, 4010));
  });

  it('changes with the seed', () => {
    const other = { ...context, seed: CATALOG_SEED + 1 };
    expect(generatePrograms(other, 0, 20)).not.toEqual(catalogue.slice(0, 20));
  });

  it('plans the same dates for any day of the same month', () => {
    const laterSameMonth = createCatalogContext(new Date('2025-06-29T23:00:00Z'));
    expect(generateProgram(laterSameMonth, 7)).toEqual(catalogue[7]);
  });

  it('numbers programs with unique codes and slugs', () => {
    expect(catalogue[0]?.code).toBe('SA-000001');
    expect(programCode(12_599)).toBe('SA-012600');
    expect(valuesOf('code').size).toBe(DEFAULT_COUNT);
    expect(valuesOf('slug').size).toBe(DEFAULT_COUNT);
    for (const { slug } of catalogue) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('the default catalogue', () => {
  it('covers at least 55 countries, with every consultation-form country well stocked', () => {
    const countries = valuesOf('country');
    expect(countries.size).toBeGreaterThanOrEqual(55);
    for (const code of CONSULTATION_COUNTRIES) {
      expect(catalogue.filter((program) => program.country === code).length).toBeGreaterThan(100);
    }
  });

  it('uses every value of every closed vocabulary', () => {
    expect([...valuesOf('category')].sort()).toEqual([...CATEGORIES].sort());
    expect([...valuesOf('programType')].sort()).toEqual([...PROGRAM_TYPES].sort());
    expect([...valuesOf('level')].sort()).toEqual([...LEVELS].sort());
    expect([...valuesOf('deliveryMethod')].sort()).toEqual([...DELIVERY_METHODS].sort());
    expect([...valuesOf('status')].sort()).toEqual([...COURSE_STATUSES].sort());
    expect([...valuesOf('format')].sort()).toEqual([...COURSE_FORMATS].sort());
    expect([...valuesOf('commitment')].sort()).toEqual([...COMMITMENTS].sort());
    expect([...valuesOf('field')].sort()).toEqual([...FIELDS].sort());
    expect([...valuesOf('tuitionBand')].sort()).toEqual([...TUITION_BANDS].sort());
    expect([...valuesOf('durationBand')].sort()).toEqual([...DURATION_BANDS].sort());
    expect([...valuesOf('duration')].sort()).toEqual([...SPEC_DURATIONS].sort());
  });

  it('keeps over 12,000 programs active, with some hidden so the status filter matters', () => {
    const active = catalogue.filter((program) => program.status === 'active').length;
    expect(active).toBeGreaterThanOrEqual(12_000);
    expect(DEFAULT_COUNT - active).toBeGreaterThan(300);
  });

  it('features a few percent of programs, all active and at partner institutions', () => {
    const featured = catalogue.filter((program) => program.featured);
    expect(featured.length / DEFAULT_COUNT).toBeGreaterThan(0.01);
    expect(featured.length / DEFAULT_COUNT).toBeLessThan(0.05);
    for (const program of featured) {
      expect(program).toMatchObject({ status: 'active', provider: { partner: true } });
    }
  });

  it('lists programs at every institution of the table, about 300 of them partners', () => {
    const partners = new Set(
      catalogue.filter((p) => p.provider.partner).map((p) => p.provider.domain),
    );
    const institutions = [...context.institutions.values()].flat();
    expect(new Set(catalogue.map((p) => p.provider.domain)).size).toBe(institutions.length);
    expect(partners.size).toBeGreaterThan(280);
    expect(partners.size).toBeLessThanOrEqual(300);
  });
});
