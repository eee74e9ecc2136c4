import { type Field } from '../../../../shared/catalog/fields';
import { type CountryProfile } from './vocab/countries';
import { vocabularyOf } from './vocab/fields';
import { languageOf, type LanguageVocabulary } from './vocab/languages';
import { type ProgramTemplate } from './vocab/program-templates';
import { KIND_OFFERS, type InstitutionKind } from './institution-kinds';
import { pick, pickWeighted, type Random } from './prng';

/** What a program teaches. */
export interface ProgramSubject {
  field: Field;
  /** "Data Science", "Business", "German"… */
  subject: string;
  /** For language courses: the language taught. */
  taughtLanguage?: LanguageVocabulary;
}

/** How often each field appears, roughly as international students choose them. */
// prettier-ignore
const FIELD_WEIGHTS: readonly (readonly [Field, number])[] = [
  ['business', 16], ['computer_science', 14], ['engineering', 11], ['health', 9],
  ['social_sciences', 9], ['natural_sciences', 7], ['arts_design', 7], ['humanities', 5],
  ['education', 5], ['law', 5], ['hospitality_tourism', 5], ['media_communication', 4],
  ['architecture', 3], ['languages', 2],
];

/** Foundation-year streams and the field each prepares for. */
// prettier-ignore
const FOUNDATION_STREAMS: readonly (readonly [string, Field])[] = [
  ['Business', 'business'], ['Engineering', 'engineering'], ['Computing', 'computer_science'],
  ['Science', 'natural_sciences'], ['Art and Design', 'arts_design'],
  ['Humanities and Social Sciences', 'social_sciences'], ['Medicine and Health Sciences', 'health'],
  ['Law', 'law'],
];

/** Share of language courses that teach the host country's language rather than English. */
const LOCAL_LANGUAGE_COURSE_SHARE = 0.6;

/** What of an institution decides what it teaches, and in which languages. */
export interface TeachingInstitution {
  kind: InstitutionKind;
  /** Fields a specialist institution is known for. */
  focus?: readonly Field[];
  /** Its languages of instruction; for a language school, the languages it teaches. */
  languages?: readonly string[];
}

function taughtLanguageFor(
  random: Random,
  profile: CountryProfile,
  institution: TeachingInstitution,
): LanguageVocabulary {
  if (institution.kind === 'language' && institution.languages) {
    return languageOf(pick(random, institution.languages));
  }
  const local = profile.localLanguages;
  const teachLocal = local.length > 0 && random() < LOCAL_LANGUAGE_COURSE_SHARE;
  return languageOf(teachLocal ? pick(random, local) : 'en');
}

/** Share of a general institution's programs that stay within the fields it is known for. */
const FOCUS_SHARE = 0.9;

/** The foundation streams an institution can teach: those of its fields, if it has a focus. */
function foundationStreams(focus: readonly Field[] | undefined) {
  const inFocus = FOUNDATION_STREAMS.filter(([, field]) => focus?.includes(field));
  return inFocus.length > 0 ? inFocus : FOUNDATION_STREAMS;
}

export function chooseSubject(
  random: Random,
  template: ProgramTemplate,
  profile: CountryProfile,
  institution: TeachingInstitution,
): ProgramSubject {
  if (template.subjects === 'language') {
    const taughtLanguage = taughtLanguageFor(random, profile, institution);
    return { field: 'languages', subject: taughtLanguage.name, taughtLanguage };
  }
  const { focus } = institution;
  if (template.subjects === 'foundation') {
    const [subject, field] = pick(random, foundationStreams(focus));
    return { field, subject };
  }
  // A specialist school (KIND_OFFERS.fields) teaches nothing else; a general institution mostly.
  const specialist = KIND_OFFERS[institution.kind].fields;
  const field = specialist
    ? pick(random, specialist)
    : focus && random() < FOCUS_SHARE
      ? pick(random, focus)
      : pickWeighted(random, FIELD_WEIGHTS);
  const vocabulary = vocabularyOf(field);
  const pool =
    template.subjects === 'practical' ? vocabulary.practicalSubjects : vocabulary.subjects;
  return { field, subject: pick(random, pool) };
}

/** Share of programs taught in English in countries with another language, by kind of program. */
const ENGLISH_SHARE: Record<string, number> = {
  foundation_year: 0.9,
  summer_school: 0.8,
  master: 0.65,
  executive_master: 0.7,
  phd: 0.6,
  graduate_diploma: 0.5,
  graduate_certificate: 0.5,
  bachelor: 0.4,
  certificate: 0.3,
  short_course: 0.3,
  vocational_training: 0.15,
  vocational_diploma: 0.15,
};

/** The language of instruction (ISO 639-1): a language course is taught in the language it teaches. */
export function instructionLanguage(
  random: Random,
  template: ProgramTemplate,
  profile: CountryProfile,
  subject: ProgramSubject,
  institution: TeachingInstitution,
): string {
  if (subject.taughtLanguage) return subject.taughtLanguage.code;
  if (institution.languages) return pick(random, institution.languages);
  const [local] = profile.localLanguages;
  if (!local) return 'en';
  return random() < (ENGLISH_SHARE[template.id] ?? 0.5) ? 'en' : local;
}
