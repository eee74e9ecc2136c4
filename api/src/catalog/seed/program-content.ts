import { type CatalogPhrase } from '../../../../shared/catalog/catalog-phrase';
import {
  type CourseFormat,
  type DeliveryMethod,
  DELIVERY_METHOD_LABELS,
} from '../../../../shared/catalog/course-enums';
import { type Field, FIELD_LABELS } from '../../../../shared/catalog/fields';
import { type ProgramTemplate } from './vocab/program-templates';
import { vocabularyOf } from './vocab/fields';
import { namePoolFor } from './vocab/people';
import { type ProgramSubject } from './program-subject';
import { languageOf } from './vocab/languages';
import { intBetween, pick, pickDistinct, type Random } from './prng';
import { phrase } from './vocabulary-phrase';

/**
 * Who a program suits: one phrase per kind of program (template id), about its subject. Kinds
 * without their own say what a short course says.
 */
const AUDIENCES = new Set([
  'bachelor',
  'master',
  'executive_master',
  'phd',
  'graduate_diploma',
  'graduate_certificate',
  'certificate',
  'short_course',
  'vocational_training',
  'vocational_diploma',
  'language_course',
  'summer_school',
  'foundation_year',
]);

export function bestFor(template: ProgramTemplate, subject: ProgramSubject): CatalogPhrase {
  const audience = AUDIENCES.has(template.id) ? template.id : 'short_course';
  return phrase(audience, { subject: subject.subject });
}

export function careerOpportunities(random: Random, subject: ProgramSubject): CatalogPhrase[] {
  const { careers } = vocabularyOf(subject.field);
  return pickDistinct(random, careers, intBetween(random, 3, 5)).map((career) => phrase(career));
}

/** Programs that read as academic get titled instructors. */
const ACADEMIC_TEMPLATES = new Set([
  'bachelor',
  'master',
  'executive_master',
  'phd',
  'graduate_diploma',
  'graduate_certificate',
]);

/** Instructor names drawn from the host country's language, e.g. "Dr. Aino Virtanen". */
export function instructors(
  random: Random,
  template: ProgramTemplate,
  localLanguage: string | undefined,
): string[] {
  const pool = namePoolFor(localLanguage);
  const academic = ACADEMIC_TEMPLATES.has(template.id);
  const count = academic ? intBetween(random, 2, 3) : intBetween(random, 1, 2);
  const families = pickDistinct(random, pool.family, count);
  return families.map((family, index) => {
    const name = `${pick(random, pool.given)} ${family}`;
    if (!academic) return name;
    return `${index === 0 ? 'Prof.' : 'Dr.'} ${name}`;
  });
}

export interface TagInput {
  random: Random;
  templateId: string;
  subject: ProgramSubject;
  delivery: DeliveryMethod;
  language: string;
  format: CourseFormat;
}

/** Share of degree programs that advertise scholarships. */
const SCHOLARSHIP_SHARE = 0.25;

/** Topics shown as chips: subject, field, delivery, language of instruction, extras. */
export function programTags(input: TagInput): CatalogPhrase[] {
  const tags = [
    phrase('subject', { subject: input.subject.subject }),
    phrase('field', { field: input.subject.field }),
    phrase('delivery', { delivery: input.delivery }),
    phrase('taught_in', { language: input.language }),
  ];
  if (ACADEMIC_TEMPLATES.has(input.templateId) && input.random() < SCHOLARSHIP_SHARE) {
    tags.push(phrase('scholarships_available'));
  }
  if (input.format === 'work_based') tags.push(phrase('work_placement'));
  if (input.format === 'intensive') tags.push(phrase('intensive'));
  return tags;
}

/** The English words of a tag, for text search (which reads English, like the titles). */
export function tagKeywords(tag: CatalogPhrase): string {
  const { subject, field, delivery, language } = tag.values ?? {};
  switch (tag.key) {
    case 'subject':
      return String(subject);
    case 'field':
      return FIELD_LABELS[field as Field];
    case 'delivery':
      return DELIVERY_METHOD_LABELS[delivery as DeliveryMethod];
    case 'taught_in':
      return `taught in ${languageOf(String(language)).name}`;
    default:
      return tag.key.replace(/_/g, ' ');
  }
}
