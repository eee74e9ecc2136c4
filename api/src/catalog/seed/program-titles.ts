import { type CatalogPhrase } from '../../../../shared/catalog/catalog-phrase';
import { type CourseFormat, type Level } from '../../../../shared/catalog/course-enums';
import { vocabularyOf, type DegreeStyle } from './vocab/fields';
import { type ProgramTemplate } from './vocab/program-templates';
import { type ProgramSubject } from './program-subject';
import { pick, type Random } from './prng';
import { phrase } from './vocabulary-phrase';

/** The institution's title of a program, and the credential it awards (a vocabulary phrase). */
export interface ProgramTitle {
  title: string;
  credential: CatalogPhrase;
}

const DEGREE_NAMES: Record<string, string> = {
  BSc: 'Bachelor of Science',
  BA: 'Bachelor of Arts',
  BEng: 'Bachelor of Engineering',
  BBA: 'Bachelor of Business Administration',
  LLB: 'Bachelor of Laws',
  BEd: 'Bachelor of Education',
  BArch: 'Bachelor of Architecture',
  MSc: 'Master of Science',
  MA: 'Master of Arts',
  LLM: 'Master of Laws',
  MEd: 'Master of Education',
  MArch: 'Master of Architecture',
  MBA: 'Master of Business Administration',
  MPH: 'Master of Public Health',
  MRes: 'Master of Research',
};

// prettier-ignore
const DEGREE_ABBREVIATIONS: Record<DegreeStyle, { bachelor: string; master: string }> = {
  science: { bachelor: 'BSc', master: 'MSc' }, arts: { bachelor: 'BA', master: 'MA' },
  engineering: { bachelor: 'BEng', master: 'MSc' }, business: { bachelor: 'BBA', master: 'MSc' },
  law: { bachelor: 'LLB', master: 'LLM' }, education: { bachelor: 'BEd', master: 'MEd' },
  fine_arts: { bachelor: 'BA', master: 'MA' }, architecture: { bachelor: 'BSc', master: 'MSc' },
};

/** Subjects whose degree has a name of its own: "Master of Business Administration (MBA)". */
const NAMED_DEGREES: Record<string, { bachelor?: string; master?: string }> = {
  'Business Administration': { master: 'MBA' },
  'Public Health': { master: 'MPH' },
  Law: { bachelor: 'LLB', master: 'LLM' },
  Architecture: { bachelor: 'BArch', master: 'MArch' },
};

function degreeName(abbreviation: string): string {
  return `${DEGREE_NAMES[abbreviation] ?? abbreviation} (${abbreviation})`;
}

function degreeTitle(
  cycle: 'bachelor' | 'master',
  subject: ProgramSubject,
  format: CourseFormat,
): ProgramTitle {
  const named = NAMED_DEGREES[subject.subject]?.[cycle];
  if (named) return { title: degreeName(named), credential: phrase(named) };
  const style = vocabularyOf(subject.field).degreeStyle;
  let abbreviation = DEGREE_ABBREVIATIONS[style][cycle];
  if (style === 'law' && !subject.subject.includes('Law'))
    abbreviation = cycle === 'bachelor' ? 'BA' : 'MA';
  if (cycle === 'master' && format === 'research') abbreviation = 'MRes';
  return {
    title: `${abbreviation} in ${subject.subject}`,
    credential: phrase(abbreviation),
  };
}

function executiveTitle(subject: ProgramSubject): ProgramTitle {
  if (subject.subject === 'Business Administration') {
    return { title: 'Executive MBA', credential: phrase('MBA') };
  }
  return {
    title: `Executive Master in ${subject.subject}`,
    credential: phrase("Executive Master's Degree"),
  };
}

const CERTIFICATE_PREFIX: Record<Level, string> = {
  beginner: 'Foundation Certificate',
  intermediate: 'Certificate',
  advanced: 'Advanced Certificate',
  professional: 'Professional Certificate',
  all_levels: 'Certificate',
};

function languageCourseTitle(
  random: Random,
  level: Level,
  subject: ProgramSubject,
  format: CourseFormat,
): string {
  const language = subject.subject;
  if (level === 'beginner') return `${language} for Beginners (A1–A2)`;
  if (level === 'intermediate') return `Intermediate ${language} Course (B1–B2)`;
  if (level === 'advanced') {
    const exam = subject.taughtLanguage?.exam;
    return exam && random() < 0.5
      ? `Advanced ${language}: ${exam} Preparation`
      : `Advanced ${language} Course (C1)`;
  }
  if (level === 'professional') return `Business ${language} Course`;
  return format === 'intensive'
    ? `Intensive ${language} Language Course`
    : `General ${language} Course`;
}

interface TitleInput {
  random: Random;
  level: Level;
  subject: ProgramSubject;
  format: CourseFormat;
}

/** How each kind of program (template id) is titled. */
const TITLE_BUILDERS: Record<string, (input: TitleInput) => ProgramTitle> = {
  bachelor: ({ subject, format }) => degreeTitle('bachelor', subject, format),
  master: ({ subject, format }) => degreeTitle('master', subject, format),
  executive_master: ({ subject }) => executiveTitle(subject),
  phd: ({ subject }) => ({
    title: `PhD in ${subject.subject}`,
    credential: phrase('PhD'),
  }),
  graduate_diploma: ({ subject }) => ({
    title: `Postgraduate Diploma in ${subject.subject}`,
    credential: phrase('PgDip'),
  }),
  graduate_certificate: ({ subject }) => ({
    title: `Graduate Certificate in ${subject.subject}`,
    credential: phrase('Graduate Certificate'),
  }),
  certificate: ({ level, subject }) => ({
    title: `${CERTIFICATE_PREFIX[level]} in ${subject.subject}`,
    credential: phrase(CERTIFICATE_PREFIX[level]),
  }),
  short_course: ({ level, subject }) => ({
    title:
      level === 'beginner'
        ? `Introduction to ${subject.subject}`
        : `Short Course in ${subject.subject}`,
    credential: phrase('Certificate of Completion'),
  }),
  vocational_training: ({ random, subject, format }) => ({
    title:
      format === 'work_based' && random() < 0.4
        ? `${subject.subject} Apprenticeship Programme`
        : `Vocational Training in ${subject.subject}`,
    credential: phrase('Vocational Certificate'),
  }),
  vocational_diploma: ({ subject }) => ({
    title: `Vocational Diploma in ${subject.subject}`,
    credential: phrase('Vocational Diploma'),
  }),
  language_course: ({ random, level, subject, format }) => ({
    title: languageCourseTitle(random, level, subject, format),
    credential: phrase('Certificate of Attendance'),
  }),
  summer_school: ({ random, subject }) => ({
    title: pick(random, [
      `Summer School in ${subject.subject}`,
      `International Summer Programme in ${subject.subject}`,
    ]),
    credential: phrase('Certificate of Attendance'),
  }),
  foundation_year: ({ random, subject }) => ({
    title: pick(random, [
      `International Foundation Year in ${subject.subject}`,
      `University Foundation Programme in ${subject.subject}`,
    ]),
    credential: phrase('Foundation Diploma'),
  }),
};

/** Title and credential that match the kind of program, its level and its subject. */
export function titleProgram(template: ProgramTemplate, input: TitleInput): ProgramTitle {
  const build = TITLE_BUILDERS[template.id];
  if (!build) throw new Error(`No title rule for program template ${template.id}`);
  return build(input);
}
