import { type ProgramStage } from '../../../../shared/catalog/course';
import { type DurationUnit } from '../../../../shared/catalog/course-enums';
import { type Field } from '../../../../shared/catalog/fields';
import { vocabularyOf } from './vocab/fields';
import { pickDistinct, type Random } from './prng';

export interface StructureInput {
  random: Random;
  templateId: string;
  subject: string;
  field: Field;
  durationValue: number;
  durationUnit: DurationUnit;
  durationMonths: number;
  research: boolean;
  /** Practical programs (certificates, short courses, vocational training) teach skills, not theory. */
  practical: boolean;
}

const MODULES_PER_STAGE = 3;

const PRACTICAL_MODULES = [
  'Tools and Techniques',
  'Workplace Health and Safety',
  'Professional Communication',
  'Industry Standards and Regulations',
  'Practical Workshop',
  'Working with Clients',
  'Digital Skills at Work',
  'Portfolio of Practical Work',
  'Teamwork and Problem Solving',
  'Quality and Compliance',
];

function modulePool({ practical, subject, field }: StructureInput): readonly string[] {
  if (!practical) return vocabularyOf(field).modules;
  return [
    `${subject}: Core Skills`,
    `${subject}: Applied Practice`,
    `${subject}: Advanced Techniques`,
    ...PRACTICAL_MODULES,
  ];
}

/** Fields whose degrees end in a dissertation rather than a project. */
const ESSAY_FIELDS = new Set<Field>([
  'humanities',
  'social_sciences',
  'law',
  'languages',
  'education',
]);

/** Stage titles paired with modules from the field's pool; `first` opens, `last` closes the plan. */
function stages(
  input: StructureInput,
  titles: readonly string[],
  first: readonly string[],
  last: readonly string[],
): ProgramStage[] {
  const pool = modulePool(input).filter(
    (module) => !first.includes(module) && !last.includes(module),
  );
  const drawn = pickDistinct(input.random, pool, titles.length * MODULES_PER_STAGE);
  return titles.map((title, index) => {
    const own = drawn.slice(index * MODULES_PER_STAGE, (index + 1) * MODULES_PER_STAGE);
    if (index === 0) return { title, modules: [...first, ...own].slice(0, MODULES_PER_STAGE + 1) };
    if (index === titles.length - 1) return { title, modules: [...own.slice(0, 2), ...last] };
    return { title, modules: own };
  });
}

function numbered(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
}

/** Blocks of four weeks, or of two months, covering the whole program. */
function blocks({ durationValue, durationUnit, durationMonths }: StructureInput): string[] {
  if (durationUnit === 'weeks') {
    return Array.from(
      { length: Math.ceil(durationValue / 4) },
      (_, i) => `Weeks ${i * 4 + 1}–${Math.min(durationValue, i * 4 + 4)}`,
    );
  }
  return Array.from(
    { length: Math.ceil(durationMonths / 2) },
    (_, i) => `Months ${i * 2 + 1}–${Math.min(durationMonths, i * 2 + 2)}`,
  );
}

/** How each kind of program (template id) is laid out. */
const STRUCTURE_RULES: Record<string, (input: StructureInput) => ProgramStage[]> = {
  bachelor: (input) =>
    stages(
      input,
      numbered('Year', Math.round(input.durationMonths / 12)),
      [`Introduction to ${input.subject}`],
      [ESSAY_FIELDS.has(input.field) ? 'Dissertation' : 'Final Year Project'],
    ),
  master: (input) => {
    const semesters = numbered('Semester', input.durationMonths >= 24 ? 4 : 2);
    const titles = input.durationMonths >= 24 ? semesters : [...semesters, 'Dissertation period'];
    const first = input.research ? ['Research Methods'] : [`Advanced Topics in ${input.subject}`];
    return stages(input, titles, first, [
      input.durationMonths >= 24 ? "Master's Thesis" : "Master's Dissertation",
    ]);
  },
  executive_master: (input) =>
    stages(
      input,
      ['Module block 1', 'Module block 2', 'Capstone'],
      ['Leadership and Strategy'],
      ['Capstone Consulting Project'],
    ),
  phd: (input) => [
    {
      title: 'Year 1: Research training',
      modules: ['Research Methods', 'Literature Review', 'Research Proposal'],
    },
    {
      title: 'Year 2: Research',
      modules: [`Original Research in ${input.subject}`, 'Conference Presentation'],
    },
    ...(input.durationMonths > 36
      ? [
          {
            title: 'Year 3: Research and teaching',
            modules: ['Publication of Findings', 'Teaching Assistantship'],
          },
        ]
      : []),
    { title: 'Final year: Thesis', modules: ['Thesis Writing', 'Viva Voce'] },
  ],
  graduate_diploma: (input) =>
    stages(
      input,
      numbered('Term', input.durationMonths >= 12 ? 3 : 2),
      [`Foundations of ${input.subject}`],
      ['Applied Project'],
    ),
  graduate_certificate: (input) =>
    stages(input, ['Part 1', 'Part 2'], [`Foundations of ${input.subject}`], []),
  certificate: (input) =>
    stages(input, blocks(input), [`${input.subject} Essentials`], ['Final Assessment']),
  short_course: (input) =>
    stages(input, blocks(input), [`${input.subject} Basics`], ['Final Project']),
  vocational_training: (input) =>
    stages(
      input,
      ['Classroom training', 'Workshop practice', 'Work placement'],
      [`${input.subject} Fundamentals`],
      ['Supervised Work Placement'],
    ),
  vocational_diploma: (input) =>
    stages(
      input,
      ['Year 1: Core skills', 'Year 2: Specialisation and placement'],
      [`${input.subject} Fundamentals`],
      ['Industry Placement'],
    ),
  language_course: (input) =>
    stages(input, blocks(input), ['Grammar and Usage'], ['Final Test and Certificate']),
  summer_school: (input) =>
    stages(
      input,
      blocks(input),
      [`${input.subject} in Context`],
      ['Cultural Programme and Excursions'],
    ),
  foundation_year: (input) =>
    stages(
      input,
      numbered('Term', 3),
      ['Academic English', 'Study Skills'],
      ['University Progression Preparation'],
    ),
};

export function programStructure(input: StructureInput): ProgramStage[] {
  const rule = STRUCTURE_RULES[input.templateId];
  if (!rule) throw new Error(`No structure rule for program template ${input.templateId}`);
  return rule(input);
}
