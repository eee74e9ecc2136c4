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
import { MAX_TITLE_REPEATS_IN_WINDOW, TITLE_WINDOW } from './catalog-plan';
import { KIND_OFFERS, offeredLevels } from './institution-kinds';

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

const institutionsByDomain = new Map(
  [...context.institutions.values()].flat().map((institution) => [institution.domain, institution]),
);

function institutionOf(program: CourseRecord) {
  const institution = institutionsByDomain.get(program.provider.domain);
  if (!institution) throw new Error(`No institution for ${program.code}`);
  return institution;
}

/** The windows of consecutive programs where one title appears too often, as "code: title". */
function crowdedWindows(programs: readonly CourseRecord[]): string[] {
  const crowded: string[] = [];
  const counts = new Map<string, number>();
  programs.forEach((program, i) => {
    const count = (counts.get(program.title) ?? 0) + 1;
    counts.set(program.title, count);
    if (count > MAX_TITLE_REPEATS_IN_WINDOW) crowded.push(`${program.code}: ${program.title}`);
    const leaving = programs[i - TITLE_WINDOW + 1];
    if (leaving) counts.set(leaving.title, (counts.get(leaving.title) ?? 1) - 1);
  });
  return crowded;
}

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

  it("offers only what the institution's kind offers (KIND_OFFERS), in its fields and ways", () => {
    const offers = (p: CourseRecord) => {
      const { kind } = institutionOf(p);
      const offer = KIND_OFFERS[kind];
      return (
        offeredLevels(kind, templateOf(p)).some(([level]) => level === p.level) &&
        (!offer.fields || offer.fields.includes(p.field)) &&
        (!offer.delivery || offer.delivery === p.deliveryMethod)
      );
    };
    expect(breaking(offers)).toEqual([]);
    const kindOf = (p: CourseRecord) => institutionOf(p).kind;
    expect(
      breaking(
        (p) =>
          p.programType !== 'doctoral_degree' ||
          kindOf(p) === 'research' ||
          kindOf(p) === 'business',
      ),
    ).toEqual([]);
    expect(
      breaking(
        (p) => !/for Beginners/.test(p.title) || ['language', 'college'].includes(kindOf(p)),
      ),
    ).toEqual([]);
    expect(breaking((p) => p.category !== 'vocational' || kindOf(p) === 'college')).toEqual([]);
  });

  it('lists programs only at institutions of the curated table, in their city and country', () => {
    expect(
      breaking((p) => {
        const institution = institutionOf(p);
        return (
          institution.name === p.provider.name &&
          institution.city === p.location &&
          institution.country === p.country
        );
      }),
    ).toEqual([]);
  });

  it('never lists two programs of the same title at one institution', () => {
    const seen = new Set<string>();
    const repeated = catalogue.filter((p) => {
      const key = `${p.provider.domain} ${p.title}`;
      const known = seen.has(key);
      seen.add(key);
      return known;
    });
    expect(repeated.map((p) => `${p.code} ${p.title} · ${p.provider.name}`)).toEqual([]);
  });

  it(`repeats no title more than ${MAX_TITLE_REPEATS_IN_WINDOW} times among any ${TITLE_WINDOW} programs in code order`, () => {
    expect(crowdedWindows(catalogue)).toEqual([]);
  });

  it('keeps titles varied: no title makes up more than 1 % of the catalogue', () => {
    const counts = new Map<string, number>();
    for (const { title } of catalogue) counts.set(title, (counts.get(title) ?? 0) + 1);
    const common = [...counts].filter(([, count]) => count > COUNT / 100);
    expect(common).toEqual([]);
    expect(counts.size).toBeGreaterThan(COUNT / 10);
  });
});
