import { type CatalogPhrase } from '../../../../shared/catalog/catalog-phrase';
import { type DeliveryMethod, type Level } from '../../../../shared/catalog/course-enums';
import { vocabularyOf } from './vocab/fields';
import { languageOf } from './vocab/languages';
import { type ProgramSubject } from './program-subject';
import { type Random } from './prng';
import { phrase } from './vocabulary-phrase';

type Cefr = 'B1' | 'B2' | 'C1';

/** English scores as universities usually state them for each level. */
const ENGLISH_SCORES: Record<Cefr, string> = {
  B1: 'english_b1',
  B2: 'english_b2',
  C1: 'english_c1',
};

/** The proof of language a program taught in `language` asks for. */
export function languageRequirement(language: string, level: Cefr): CatalogPhrase {
  if (language === 'en') return phrase(ENGLISH_SCORES[level]);
  return phrase('language_level', { language, level, exam: languageOf(language).exam });
}

export interface RequirementInput {
  random: Random;
  level: Level;
  subject: ProgramSubject;
  language: string;
  delivery: DeliveryMethod;
}

function languageCourseRequirements({ level, subject }: RequirementInput): CatalogPhrase[] {
  const values = { subject: subject.subject };
  const entry: Record<Level, CatalogPhrase> = {
    beginner: phrase('no_prior_knowledge', values),
    intermediate: phrase('Placement test on the first day (A2 level or above)'),
    advanced: phrase('subject_b2_or_placement_test', values),
    professional: phrase('subject_b1_and_work_experience', values),
    all_levels: phrase('Placement test on the first day'),
  };
  return [entry[level], phrase('Minimum age 16')];
}

function certificateRequirements({ level, subject, language }: RequirementInput): CatalogPhrase[] {
  const requirements = [
    phrase('High school diploma or equivalent'),
    languageRequirement(language, 'B1'),
  ];
  if (level === 'professional') requirements.push(phrase('Two years of relevant work experience'));
  if (level === 'advanced') {
    requirements.push(phrase('prior_study_in_subject', { subject: subject.subject }));
  }
  return requirements;
}

/** Entry requirements of each kind of program (template id). */
const REQUIREMENT_RULES: Record<string, (input: RequirementInput) => CatalogPhrase[]> = {
  bachelor: ({ subject, language }) => [
    phrase('High school diploma or equivalent'),
    languageRequirement(language, 'B2'),
    phrase('Personal statement'),
    ...optional(fieldRequirement(subject)),
  ],
  master: ({ random, subject, language }) => [
    phrase('bachelors_in_subject', { subject: subject.subject }),
    languageRequirement(language, 'B2'),
    phrase('Two letters of recommendation'),
    phrase('CV'),
    ...optional(random() < 0.5 ? fieldRequirement(subject) : undefined),
  ],
  executive_master: ({ language }) => [
    phrase("Bachelor's degree in any discipline"),
    phrase('At least five years of professional experience'),
    languageRequirement(language, 'B2'),
    phrase('CV and a reference from your employer'),
  ],
  phd: ({ language }) => [
    phrase("Master's degree in a related field"),
    phrase('Research proposal (2,000–3,000 words)'),
    phrase('Two academic references'),
    languageRequirement(language, 'C1'),
  ],
  graduate_diploma: ({ language }) => [
    phrase("Bachelor's degree in any discipline"),
    languageRequirement(language, 'B2'),
    phrase('CV'),
  ],
  graduate_certificate: ({ language }) => [
    phrase("Bachelor's degree in any discipline"),
    languageRequirement(language, 'B2'),
  ],
  certificate: certificateRequirements,
  short_course: ({ delivery }) => [
    phrase('No formal entry requirements'),
    ...optional(
      delivery === 'online' ? phrase('A computer with a reliable internet connection') : undefined,
    ),
  ],
  vocational_training: ({ language }) => vocationalRequirements(language),
  vocational_diploma: ({ language }) => vocationalRequirements(language),
  language_course: languageCourseRequirements,
  summer_school: ({ language }) => [
    phrase('Aged 17 or over'),
    languageRequirement(language, 'B2'),
    phrase('Enrolled in, or recently finished, secondary or higher education'),
  ],
  foundation_year: ({ language }) => [
    phrase('Eleven or twelve years of schooling'),
    languageRequirement(language, 'B1'),
    phrase('Minimum age 17'),
  ],
};

function vocationalRequirements(language: string): CatalogPhrase[] {
  return [
    phrase('Completed secondary education or equivalent'),
    languageRequirement(language, 'B1'),
    phrase('Interview with the program team'),
  ];
}

/** The entry requirement typical of the subject's field, if it has one. */
function fieldRequirement(subject: ProgramSubject): CatalogPhrase | undefined {
  const requirement = vocabularyOf(subject.field).entryRequirement;
  return requirement ? phrase(requirement) : undefined;
}

function optional(requirement: CatalogPhrase | undefined): CatalogPhrase[] {
  return requirement ? [requirement] : [];
}

export function programRequirements(templateId: string, input: RequirementInput): CatalogPhrase[] {
  const rule = REQUIREMENT_RULES[templateId];
  if (!rule) throw new Error(`No requirement rule for program template ${templateId}`);
  return rule(input);
}
