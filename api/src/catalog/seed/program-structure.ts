import { type CatalogPhrase } from '../../../../shared/catalog/catalog-phrase';
import { type ProgramStage } from '../../../../shared/catalog/course';
import { type DurationUnit } from '../../../../shared/catalog/course-enums';
import { type Field } from '../../../../shared/catalog/fields';
import { vocabularyOf } from './vocab/fields';
import { pickDistinct, type Random } from './prng';
import { phrase } from './vocabulary-phrase';

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

/** A module about the program's own subject, e.g. `subject_core_skills` of "Web Development". */
function subjectModule(key: string, subject: string): CatalogPhrase {
  return phrase(key, { subject });
}

function modulePool({ practical, subject, field }: StructureInput): readonly CatalogPhrase[] {
  if (!practical) return vocabularyOf(field).modules.map((module) => phrase(module));
  return [
    subjectModule('subject_core_skills', subject),
    subjectModule('subject_applied_practice', subject),
    subjectModule('subject_advanced_techniques', subject),
    ...PRACTICAL_MODULES.map((module) => phrase(module)),
  ];
}

/** One module from the vocabulary, by its English name. */
const named = (module: string): CatalogPhrase => phrase(module);

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
  titles: readonly CatalogPhrase[],
  first: readonly CatalogPhrase[],
  last: readonly CatalogPhrase[],
): ProgramStage[] {
  const planned = new Set([...first, ...last].map((module) => module.key));
  const pool = modulePool(input).filter((module) => !planned.has(module.key));
  const drawn = pickDistinct(input.random, pool, titles.length * MODULES_PER_STAGE);
  return titles.map((title, index) => {
    const own = drawn.slice(index * MODULES_PER_STAGE, (index + 1) * MODULES_PER_STAGE);
    if (index === 0) return { title, modules: [...first, ...own].slice(0, MODULES_PER_STAGE + 1) };
    if (index === titles.length - 1) return { title, modules: [...own.slice(0, 2), ...last] };
    return { title, modules: own };
  });
}

/** Stages `year`, `semester`, `term`… numbered from 1. */
function numbered(key: string, count: number): CatalogPhrase[] {
  return Array.from({ length: count }, (_, i) => phrase(key, { number: i + 1 }));
}

/** Blocks of four weeks, or of two months, covering the whole program. */
function blocks({ durationValue, durationUnit, durationMonths }: StructureInput): CatalogPhrase[] {
  if (durationUnit === 'weeks') {
    return Array.from({ length: Math.ceil(durationValue / 4) }, (_, i) =>
      phrase('weeks', { from: i * 4 + 1, to: Math.min(durationValue, i * 4 + 4) }),
    );
  }
  return Array.from({ length: Math.ceil(durationMonths / 2) }, (_, i) =>
    phrase('months', { from: i * 2 + 1, to: Math.min(durationMonths, i * 2 + 2) }),
  );
}

/** How each kind of program (template id) is laid out. */
const STRUCTURE_RULES: Record<string, (input: StructureInput) => ProgramStage[]> = {
  bachelor: (input) =>
    stages(
      input,
      numbered('year', Math.round(input.durationMonths / 12)),
      [subjectModule('introduction_to_subject', input.subject)],
      [named(ESSAY_FIELDS.has(input.field) ? 'Dissertation' : 'Final Year Project')],
    ),
  master: (input) => {
    const semesters = numbered('semester', input.durationMonths >= 24 ? 4 : 2);
    const titles =
      input.durationMonths >= 24 ? semesters : [...semesters, phrase('Dissertation period')];
    const first = input.research
      ? [named('Research Methods')]
      : [subjectModule('advanced_topics_in_subject', input.subject)];
    return stages(input, titles, first, [
      named(input.durationMonths >= 24 ? "Master's Thesis" : "Master's Dissertation"),
    ]);
  },
  executive_master: (input) =>
    stages(
      input,
      [...numbered('module_block', 2), phrase('Capstone')],
      [named('Leadership and Strategy')],
      [named('Capstone Consulting Project')],
    ),
  phd: (input) => [
    {
      title: phrase('phd_year_1_research_training'),
      modules: ['Research Methods', 'Literature Review', 'Research Proposal'].map(named),
    },
    {
      title: phrase('phd_year_2_research'),
      modules: [
        subjectModule('original_research_in_subject', input.subject),
        named('Conference Presentation'),
      ],
    },
    ...(input.durationMonths > 36
      ? [
          {
            title: phrase('phd_year_3_research_and_teaching'),
            modules: ['Publication of Findings', 'Teaching Assistantship'].map(named),
          },
        ]
      : []),
    { title: phrase('phd_final_year_thesis'), modules: ['Thesis Writing', 'Viva Voce'].map(named) },
  ],
  graduate_diploma: (input) =>
    stages(
      input,
      numbered('term', input.durationMonths >= 12 ? 3 : 2),
      [subjectModule('foundations_of_subject', input.subject)],
      [named('Applied Project')],
    ),
  graduate_certificate: (input) =>
    stages(
      input,
      numbered('part', 2),
      [subjectModule('foundations_of_subject', input.subject)],
      [],
    ),
  certificate: (input) =>
    stages(
      input,
      blocks(input),
      [subjectModule('subject_essentials', input.subject)],
      [named('Final Assessment')],
    ),
  short_course: (input) =>
    stages(
      input,
      blocks(input),
      [subjectModule('subject_basics', input.subject)],
      [named('Final Project')],
    ),
  vocational_training: (input) =>
    stages(
      input,
      ['Classroom training', 'Workshop practice', 'Work placement'].map((title) => phrase(title)),
      [subjectModule('subject_fundamentals', input.subject)],
      [named('Supervised Work Placement')],
    ),
  vocational_diploma: (input) =>
    stages(
      input,
      [phrase('vocational_year_1_core_skills'), phrase('vocational_year_2_specialisation')],
      [subjectModule('subject_fundamentals', input.subject)],
      [named('Industry Placement')],
    ),
  language_course: (input) =>
    stages(
      input,
      blocks(input),
      [named('Grammar and Usage')],
      [named('Final Test and Certificate')],
    ),
  summer_school: (input) =>
    stages(
      input,
      blocks(input),
      [subjectModule('subject_in_context', input.subject)],
      [named('Cultural Programme and Excursions')],
    ),
  foundation_year: (input) =>
    stages(
      input,
      numbered('term', 3),
      [named('Academic English'), named('Study Skills')],
      [named('University Progression Preparation')],
    ),
};

export function programStructure(input: StructureInput): ProgramStage[] {
  const rule = STRUCTURE_RULES[input.templateId];
  if (!rule) throw new Error(`No structure rule for program template ${input.templateId}`);
  return rule(input);
}
