import { durationBandOf, tuitionBandOf } from '../../../../shared/catalog/course-bands';
import { type Level, type ProgramType } from '../../../../shared/catalog/course-enums';
import { REFERENCE_USD_RATES } from '../../../../shared/catalog/currencies';
import { normaliseSearchText } from '../../../../shared/catalog/search-text';
import { type CourseRecord } from '../course-record';
import { createCatalogContext, generatePrograms } from './catalog-generator';
import { TUITION_SPREAD, typicalTuitionUsd } from './program-tuition';
import { COUNTRY_PROFILES } from './vocab/countries';
import { languageOf } from './vocab/languages';
import { PROGRAM_TEMPLATES } from './vocab/program-templates';

const COUNT = 12_600;
const REFERENCE = new Date('2025-06-01T00:00:00Z');
/** Prices are rounded to two significant digits and a half step: at most ~2.5 % off. */
const ROUNDING_TOLERANCE = 0.03;

const context = createCatalogContext(REFERENCE);
let catalogue: CourseRecord[];

beforeAll(() => {
  catalogue = generatePrograms(context, 0, COUNT);
});

function languageName(code: string): string {
  return languageOf(code).name;
}

/** The template a program came from: category, type and (for master's) level tell them apart. */
function templateOf(program: CourseRecord) {
  const [template, ...others] = PROGRAM_TEMPLATES.filter(
    (candidate) =>
      candidate.category === program.category &&
      candidate.programType === program.programType &&
      candidate.levels.some(([level]) => level === program.level),
  );
  if (!template || others.length > 0) throw new Error(`No single template for ${program.code}`);
  return template;
}

function profileOf(program: CourseRecord) {
  const profile = COUNTRY_PROFILES.find((candidate) => candidate.code === program.country);
  if (!profile) throw new Error(`No profile for ${program.country}`);
  return profile;
}

function usdFee(program: CourseRecord): number {
  return program.tuitionFee / REFERENCE_USD_RATES[program.currency];
}

const DURATIONS_BY_TYPE: Record<ProgramType, readonly string[]> = {
  short_course: ['12 weeks', '16 weeks', '6 months'],
  certificate: ['12 weeks', '16 weeks', '6 months', '8 months'],
  vocational_training: ['6 months', '8 months', '12 months', '24 months'],
  diploma: ['8 months', '12 months', '24 months', '2 years'],
  bachelors_degree: ['36 months', '4 years'],
  masters_degree: ['12 months', '24 months', '2 years'],
  doctoral_degree: ['36 months', '4 years'],
};

/** Words in a title that promise a level. */
const TITLE_LEVELS: readonly (readonly [RegExp, Level])[] = [
  [
    /for Beginners|^Introduction to|^Foundation Certificate|Foundation (Year|Programme)|^(BSc|BA|BEng|BBA|LLB|BEd|Bachelor) /,
    'beginner',
  ],
  [/^Intermediate /, 'intermediate'],
  [/^Advanced |^(MSc|MA|MRes|LLM|MEd|MArch) in |^Master of |^PhD in /, 'advanced'],
  [/^Professional |^Executive |^Business \p{L}+ Course$/u, 'professional'],
];

/** Codes of the programs that break a rule, so a failure names them. */
function breaking(rule: (program: CourseRecord) => boolean): string[] {
  return catalogue.filter((program) => !rule(program)).map((program) => program.code);
}

function inUsdRange(program: CourseRecord): boolean {
  const typical = typicalTuitionUsd(
    profileOf(program),
    templateOf(program),
    program.durationMonths,
    program.deliveryMethod,
  );
  const fee = usdFee(program);
  return (
    fee >= typical * TUITION_SPREAD.low * (1 - ROUNDING_TOLERANCE) &&
    fee <= typical * TUITION_SPREAD.high * (1 + ROUNDING_TOLERANCE)
  );
}

function datesInOrder({ applicationDeadline, enrollmentDeadline, startDates }: CourseRecord) {
  const times = [applicationDeadline, enrollmentDeadline, ...startDates].map((date) =>
    date.getTime(),
  );
  return (
    startDates.length > 0 &&
    applicationDeadline.getTime() > REFERENCE.getTime() &&
    times.every((time, i) => i === 0 || time > (times[i - 1] ?? Infinity))
  );
}

describe('plausibility of generated programs', () => {
  it('closes applications before enrolment, enrolment before the first start, starts in order', () => {
    expect(breaking(datesInOrder)).toEqual([]);
  });

  it('gives each kind of program a length that fits it, banded as spec §3 says', () => {
    expect(breaking((p) => DURATIONS_BY_TYPE[p.programType].includes(p.duration))).toEqual([]);
    expect(breaking((p) => p.durationBand === durationBandOf(p.durationMonths))).toEqual([]);
  });

  it('prices programs in the local currency, within the range for their country and kind', () => {
    expect(breaking((p) => p.currency === profileOf(p).currency)).toEqual([]);
    expect(breaking(inUsdRange)).toEqual([]);
    expect(breaking((p) => p.tuitionBand === tuitionBandOf(p.tuitionFee, p.currency))).toEqual([]);
  });

  it('charges what a student would expect in well-known cases', () => {
    const onSite = (p: CourseRecord, country: string, type: ProgramType) =>
      p.country === country && p.programType === type && p.deliveryMethod !== 'online';
    expect(breaking((p) => !onSite(p, 'us', 'bachelors_degree') || usdFee(p) > 20_000)).toEqual([]);
    expect(breaking((p) => !onSite(p, 'uk', 'masters_degree') || usdFee(p) > 15_000)).toEqual([]);
    expect(breaking((p) => !onSite(p, 'de', 'bachelors_degree') || usdFee(p) < 6_000)).toEqual([]);
    expect(breaking((p) => !onSite(p, 'tr', 'bachelors_degree') || usdFee(p) < 8_000)).toEqual([]);
  });

  it('titles programs in words that match their level', () => {
    const promised = (p: CourseRecord) =>
      TITLE_LEVELS.find(([pattern]) => pattern.test(p.title))?.[1];
    expect(breaking((p) => (promised(p) ?? p.level) === p.level)).toEqual([]);
    const titles = new Set(catalogue.map((program) => program.title));
    expect(titles).toContain('Intensive English Language Course');
    expect(titles).toContain('MSc in Data Science');
    expect(titles).toContain('Certificate in Digital Marketing');
  });

  it('teaches language courses in their language, other programs in English or a local one', () => {
    const languageCourses = catalogue.filter((p) => p.category === 'language_courses');
    expect(languageCourses.filter((p) => !p.title.includes(languageName(p.language)))).toEqual([]);
    expect(
      breaking(
        (p) =>
          p.category === 'language_courses' ||
          ['en', ...profileOf(p).localLanguages].includes(p.language),
      ),
    ).toEqual([]);
  });

  it('keeps searchText normalised and holding the title, institution and city', () => {
    const searchable = (p: CourseRecord) =>
      p.searchText === normaliseSearchText(p.searchText) &&
      [p.title, p.provider.name, p.location].every((text) =>
        p.searchText.includes(normaliseSearchText(text)),
      );
    expect(breaking(searchable)).toEqual([]);
  });

  it('offers doctorates only at universities', () => {
    const kinds = new Map([...context.institutions.values()].flat().map((i) => [i.domain, i.kind]));
    expect(
      breaking(
        (p) => p.programType !== 'doctoral_degree' || kinds.get(p.provider.domain) === 'university',
      ),
    ).toEqual([]);
  });
});
