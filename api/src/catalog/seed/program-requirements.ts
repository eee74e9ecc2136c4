import { type DeliveryMethod, type Level } from '../../../../shared/catalog/course-enums';
import { vocabularyOf } from './vocab/fields';
import { languageOf } from './vocab/languages';
import { type ProgramSubject } from './program-subject';
import { type Random } from './prng';

type Cefr = 'B1' | 'B2' | 'C1';

const ENGLISH_REQUIREMENTS: Record<Cefr, string> = {
  B1: 'English at B1 level (IELTS 5.0 or equivalent)',
  B2: 'English at B2 level (IELTS 6.0 or TOEFL iBT 80)',
  C1: 'English at C1 level (IELTS 7.0 or TOEFL iBT 100)',
};

/** The proof of language a program taught in `language` asks for. */
export function languageRequirement(language: string, level: Cefr): string {
  if (language === 'en') return ENGLISH_REQUIREMENTS[level];
  const { name, exam } = languageOf(language);
  return `${name} at ${level} level (${exam} or equivalent)`;
}

export interface RequirementInput {
  random: Random;
  level: Level;
  subject: ProgramSubject;
  language: string;
  delivery: DeliveryMethod;
}

function languageCourseRequirements({ level, subject }: RequirementInput): string[] {
  const name = subject.subject;
  const entry: Record<Level, string> = {
    beginner: `No prior knowledge of ${name} needed`,
    intermediate: 'Placement test on the first day (A2 level or above)',
    advanced: `${name} at B2 level, or a placement test`,
    professional: `${name} at B1 level and some work experience`,
    all_levels: 'Placement test on the first day',
  };
  return [entry[level], 'Minimum age 16'];
}

function certificateRequirements({ level, subject, language }: RequirementInput): string[] {
  const requirements = ['High school diploma or equivalent', languageRequirement(language, 'B1')];
  if (level === 'professional') requirements.push('Two years of relevant work experience');
  if (level === 'advanced') requirements.push(`Prior study or experience in ${subject.subject}`);
  return requirements;
}

/** Entry requirements of each kind of program (template id). */
const REQUIREMENT_RULES: Record<string, (input: RequirementInput) => string[]> = {
  bachelor: ({ subject, language }) => [
    'High school diploma or equivalent',
    languageRequirement(language, 'B2'),
    'Personal statement',
    ...optional(vocabularyOf(subject.field).entryRequirement),
  ],
  master: ({ random, subject, language }) => [
    `Bachelor's degree in ${subject.subject} or a related field`,
    languageRequirement(language, 'B2'),
    'Two letters of recommendation',
    'CV',
    ...optional(random() < 0.5 ? vocabularyOf(subject.field).entryRequirement : undefined),
  ],
  executive_master: ({ language }) => [
    "Bachelor's degree in any discipline",
    'At least five years of professional experience',
    languageRequirement(language, 'B2'),
    'CV and a reference from your employer',
  ],
  phd: ({ language }) => [
    "Master's degree in a related field",
    'Research proposal (2,000–3,000 words)',
    'Two academic references',
    languageRequirement(language, 'C1'),
  ],
  graduate_diploma: ({ language }) => [
    "Bachelor's degree in any discipline",
    languageRequirement(language, 'B2'),
    'CV',
  ],
  graduate_certificate: ({ language }) => [
    "Bachelor's degree in any discipline",
    languageRequirement(language, 'B2'),
  ],
  certificate: certificateRequirements,
  short_course: ({ delivery }) => [
    'No formal entry requirements',
    ...optional(
      delivery === 'online' ? 'A computer with a reliable internet connection' : undefined,
    ),
  ],
  vocational_training: ({ language }) => vocationalRequirements(language),
  vocational_diploma: ({ language }) => vocationalRequirements(language),
  language_course: languageCourseRequirements,
  summer_school: ({ language }) => [
    'Aged 17 or over',
    languageRequirement(language, 'B2'),
    'Enrolled in, or recently finished, secondary or higher education',
  ],
  foundation_year: ({ language }) => [
    'Eleven or twelve years of schooling',
    languageRequirement(language, 'B1'),
    'Minimum age 17',
  ],
};

function vocationalRequirements(language: string): string[] {
  return [
    'Completed secondary education or equivalent',
    languageRequirement(language, 'B1'),
    'Interview with the program team',
  ];
}

function optional(requirement: string | undefined): string[] {
  return requirement ? [requirement] : [];
}

export function programRequirements(templateId: string, input: RequirementInput): string[] {
  const rule = REQUIREMENT_RULES[templateId];
  if (!rule) throw new Error(`No requirement rule for program template ${templateId}`);
  return rule(input);
}
