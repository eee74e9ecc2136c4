import { type CatalogPhrase } from '../../../../shared/catalog/catalog-phrase';
import { durationBandOf, durationInMonths } from '../../../../shared/catalog/course-bands';
import {
  type Commitment,
  type CourseFormat,
  type CourseStatus,
  type DeliveryMethod,
  type Level,
} from '../../../../shared/catalog/course-enums';
import { FIELD_LABELS } from '../../../../shared/catalog/fields';
import { normaliseSearchText } from '../../../../shared/catalog/search-text';
import { type CourseRecord } from '../course-record';
import { type CountryProfile } from './vocab/countries';
import { type Duration, type ProgramTemplate } from './vocab/program-templates';
import { type Institution } from './institution-catalog';
import { KIND_OFFERS } from './institution-kinds';
import { instructionLanguage, type ProgramSubject } from './program-subject';
import { type CatalogPlan, planCatalogue } from './catalog-plan';
import { priceProgram } from './program-tuition';
import { scheduleProgram } from './program-dates';
import { programRequirements } from './program-requirements';
import { programStructure } from './program-structure';
import {
  bestFor,
  careerOpportunities,
  instructors,
  programTags,
  tagKeywords,
} from './program-content';
import { intBetween, pick, pickWeighted, streamFor, type Random } from './prng';

/** Everything a generated program is derived from. */
export interface CatalogContext {
  seed: number;
  /** First day (UTC) of the month the catalogue is seeded in: dates are planned from it. */
  reference: Date;
  countries: readonly CountryProfile[];
  institutions: ReadonlyMap<string, readonly Institution[]>;
}

/**
 * Most programs are public; a few hundred are hidden so the status filter matters. At the default
 * 12,600 programs this leaves over 12,000 active ones, the catalogue size the product claims.
 */
// prettier-ignore
const STATUS_WEIGHTS: readonly (readonly [CourseStatus, number])[] = [
  ['active', 96], ['inactive', 1.8], ['draft', 1.2], ['archived', 1],
];
/** Only partners' active programs are featured; this share of them is ~3 % of the catalogue. */
const FEATURED_SHARE_OF_PARTNER_PROGRAMS = 0.07;

/** Stable, human-readable program code: index 0 → `SA-000001`. */
export function programCode(index: number): string {
  return `SA-${String(index + 1).padStart(6, '0')}`;
}

/** The choices that must agree with each other, made before any text is written. */
interface ProgramShape {
  profile: CountryProfile;
  institution: Institution;
  template: ProgramTemplate;
  level: Level;
  title: string;
  credential: CatalogPhrase;
  duration: Duration;
  deliveryMethod: DeliveryMethod;
  format: CourseFormat;
  commitment: Commitment;
  subject: ProgramSubject;
  language: string;
}

/** The plan of each catalogue (institutions and seed), made once: it is the same every time. */
const plans = new WeakMap<ReadonlyMap<string, readonly Institution[]>, Map<number, CatalogPlan>>();

function planOf(context: CatalogContext): CatalogPlan {
  const bySeed = plans.get(context.institutions) ?? new Map<number, CatalogPlan>();
  plans.set(context.institutions, bySeed);
  let plan = bySeed.get(context.seed);
  if (!plan) {
    plan = planCatalogue(context.seed, context.countries, context.institutions);
    bySeed.set(context.seed, plan);
  }
  return plan;
}

function chooseShape(random: Random, context: CatalogContext, index: number): ProgramShape {
  const { profile, institution, offering } = planOf(context).programAt(index);
  const { template, subject } = offering;
  const deliveryMethod =
    KIND_OFFERS[institution.kind].delivery ?? pickWeighted(random, template.deliveries);
  // Self-paced study only exists online.
  const format =
    offering.format === 'self_paced' && deliveryMethod !== 'online' ? 'taught' : offering.format;
  const commitment =
    format === 'self_paced' ? 'flexible' : pickWeighted(random, template.commitments);
  return {
    profile,
    institution,
    template,
    level: offering.level,
    title: offering.title,
    credential: offering.credential,
    duration: pick(random, template.durations(profile.code)),
    deliveryMethod,
    format,
    commitment,
    subject,
    language: instructionLanguage(random, template, profile, subject, institution),
  };
}

/** The normalised phrases, each once: a phrase already inside the text adds nothing to search. */
function searchTextOf(phrases: readonly string[]): string {
  return phrases
    .map(normaliseSearchText)
    .reduce(
      (text, phrase) => (` ${text} `.includes(` ${phrase} `) ? text : `${text} ${phrase}`.trim()),
      '',
    );
}

function slugPart(text: string): string {
  return normaliseSearchText(text.replace(/['’]/g, ''))
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-');
}

function slugOf(title: string, institution: string, index: number): string {
  const institutionPart = slugPart(institution).slice(0, 48).replace(/-+$/, '');
  return [slugPart(title), institutionPart, String(index + 1)].filter(Boolean).join('-');
}

/** The texts of a program: title, credential, requirements, plan, careers, tags, people. */
function writeTexts(random: Random, shape: ProgramShape, durationMonths: number) {
  const {
    profile,
    template,
    level,
    duration,
    deliveryMethod,
    format,
    subject,
    language,
    title,
    credential,
  } = shape;
  return {
    title,
    credential,
    requirements: programRequirements(template.id, {
      random,
      level,
      subject,
      language,
      delivery: deliveryMethod,
    }),
    programStructure: programStructure({
      random,
      templateId: template.id,
      subject: subject.subject,
      field: subject.field,
      durationValue: duration.value,
      durationUnit: duration.unit,
      durationMonths,
      research: format === 'research',
      practical: template.subjects === 'practical',
    }),
    careerOpportunities: careerOpportunities(random, subject),
    bestFor: bestFor(template, subject),
    tags: programTags({
      random,
      templateId: template.id,
      subject,
      delivery: deliveryMethod,
      language,
      format,
    }),
    // Teachers of a language course, or of a program in the local language, carry local names.
    instructors: instructors(
      random,
      template,
      language === 'en' ? profile.localLanguages[0] : language,
    ),
  };
}

/** The stored record: shape, texts, fees and dates together. */
function writeProgram(
  random: Random,
  context: CatalogContext,
  index: number,
  shape: ProgramShape,
): CourseRecord {
  const { profile, institution, template, duration, deliveryMethod, subject } = shape;
  const durationMonths = durationInMonths(duration.value, duration.unit);
  const texts = writeTexts(random, shape, durationMonths);
  const status = pickWeighted(random, STATUS_WEIGHTS);
  return {
    code: programCode(index),
    slug: slugOf(texts.title, institution.name, index),
    status,
    category: template.category,
    programType: template.programType,
    field: subject.field,
    level: shape.level,
    deliveryMethod,
    format: shape.format,
    commitment: shape.commitment,
    language: shape.language,
    contentLanguage: 'en',
    ...texts,
    duration: `${duration.value} ${duration.unit}`,
    durationValue: duration.value,
    durationUnit: duration.unit,
    durationMonths,
    durationBand: durationBandOf(durationMonths),
    ...priceProgram(random, profile, template, durationMonths, deliveryMethod),
    ...scheduleProgram(random, template.intake, profile.code, context.reference),
    capacity: intBetween(random, ...template.capacity),
    image: `/images/courses/${subject.field.replace(/_/g, '-')}.svg`,
    location: institution.city,
    country: profile.code,
    provider: { name: institution.name, domain: institution.domain, partner: institution.partner },
    featured:
      status === 'active' && institution.partner && random() < FEATURED_SHARE_OF_PARTNER_PROGRAMS,
    searchText: searchTextOf([
      texts.title,
      institution.name,
      FIELD_LABELS[subject.field],
      subject.subject,
      ...texts.tags.map(tagKeywords),
      institution.city,
      profile.name,
    ]),
  };
}

/**
 * Program number `index` of the seeded catalogue. It depends only on the context and the index,
 * so the same seed always yields the same program under the same code.
 */
export function generateProgram(context: CatalogContext, index: number): CourseRecord {
  const random = streamFor(context.seed, index);
  return writeProgram(random, context, index, chooseShape(random, context, index));
}
