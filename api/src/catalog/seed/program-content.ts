import { type ProgramTemplate } from './vocab/program-templates';
import { vocabularyOf } from './vocab/fields';
import { namePoolFor } from './vocab/people';
import { type ProgramSubject } from './program-subject';
import { intBetween, pick, pickDistinct, type Random } from './prng';

/** Who each kind of program (template id) suits, `{subject}` standing for its subject. */
const BEST_FOR: Record<string, string> = {
  bachelor: 'School leavers who want a thorough grounding in {subject}',
  master: 'Graduates who want to specialise in {subject}',
  executive_master: 'Experienced professionals preparing for senior roles in {subject}',
  phd: 'Researchers ready to make an original contribution to {subject}',
  graduate_diploma: 'Graduates moving into {subject} from another discipline',
  graduate_certificate: 'Professionals adding a postgraduate qualification in {subject}',
  certificate: 'Working professionals building practical skills in {subject}',
  short_course: 'Anyone who wants to try {subject} before committing to a longer program',
  vocational_training: 'Learners who want a hands-on route into work in {subject}',
  vocational_diploma:
    'Learners who want a recognised qualification and work experience in {subject}',
  language_course: 'Students and professionals who need {subject} for study, work or travel',
  summer_school: 'Students who want to spend a summer abroad studying {subject}',
  foundation_year: 'International students preparing for a degree in {subject}',
};

export function bestFor(template: ProgramTemplate, subject: ProgramSubject): string {
  return (BEST_FOR[template.id] ?? BEST_FOR.short_course ?? '').replace(
    '{subject}',
    subject.subject,
  );
}

export function careerOpportunities(random: Random, subject: ProgramSubject): string[] {
  const { careers } = vocabularyOf(subject.field);
  return pickDistinct(random, careers, intBetween(random, 3, 5));
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
  fieldLabel: string;
  deliveryLabel: string;
  languageName: string;
  format: string;
}

/** Share of degree programs that advertise scholarships. */
const SCHOLARSHIP_SHARE = 0.25;

/** Lower-case keywords shown as chips and searched: subject, field, delivery, language, extras. */
export function programTags(input: TagInput): string[] {
  const tags = [
    input.subject.subject.toLowerCase(),
    input.fieldLabel.toLowerCase(),
    input.deliveryLabel.toLowerCase(),
    `taught in ${input.languageName.toLowerCase()}`,
  ];
  if (ACADEMIC_TEMPLATES.has(input.templateId) && input.random() < SCHOLARSHIP_SHARE) {
    tags.push('scholarships available');
  }
  if (input.format === 'work_based') tags.push('work placement');
  if (input.format === 'intensive') tags.push('intensive');
  return [...new Set(tags)];
}
