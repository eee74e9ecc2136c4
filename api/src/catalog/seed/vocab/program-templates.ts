import {
  type Category,
  type Commitment,
  type CourseFormat,
  type DeliveryMethod,
  type DurationUnit,
  type Level,
  type ProgramType,
} from '../../../../../shared/catalog/course-enums';

export interface Duration {
  value: number;
  unit: DurationUnit;
}

type Weighted<T> = readonly (readonly [T, number])[];

/** Which subject list a template draws from. */
export type SubjectPool = 'academic' | 'practical' | 'language' | 'foundation';

/** How start dates are scheduled: academic intakes, monthly starts, or one summer start. */
export type IntakePattern = 'academic' | 'monthly' | 'summer';

/** One kind of program an institution offers, with everything that must stay consistent in it. */
export interface ProgramTemplate {
  id: string;
  category: Category;
  programType: ProgramType;
  /** Relative frequency in the catalogue. */
  weight: number;
  levels: Weighted<Level>;
  durations: (country: string) => readonly Duration[];
  deliveries: Weighted<DeliveryMethod>;
  formats: Weighted<CourseFormat>;
  commitments: Weighted<Commitment>;
  /** Yearly fee relative to the country's yearly bachelor's fee (pro rata below a year). */
  tuitionFactor: number;
  /** Yearly fee floor in US dollars, for programs private providers price alike everywhere. */
  tuitionFloorUsd?: number;
  subjects: SubjectPool;
  capacity: readonly [number, number];
  intake: IntakePattern;
}

const weeks = (value: number): Duration => ({ value, unit: 'weeks' });
const months = (value: number): Duration => ({ value, unit: 'months' });
const years = (value: number): Duration => ({ value, unit: 'years' });

/** Where a bachelor's takes three years (Bologna countries, the UK and Australasia); elsewhere four. */
// prettier-ignore
const THREE_YEAR_BACHELOR = new Set(['uk', 'ie', 'au', 'nz', 'fr', 'de', 'it', 'nl', 'be', 'ch', 'at', 'fi', 'se', 'no', 'dk', 'pl', 'cz', 'sk', 'hu', 'hr', 'lt', 'lv', 'ee', 'pt', 'ro', 'rs', 'za', 'in']);
/** Where a taught master's takes one year; elsewhere two. */
const ONE_YEAR_MASTER = new Set(['uk', 'ie', 'es', 'hk', 'sg', 'au', 'nz', 'my', 'cy']);
/** Where a PhD is planned for three years; elsewhere four. */
// prettier-ignore
const THREE_YEAR_PHD = new Set(['uk', 'ie', 'au', 'nz', 'fr', 'de', 'it', 'nl', 'be', 'ch', 'at', 'es', 'pt', 'hu', 'cz', 'pl']);

const bachelorDurations = (country: string) =>
  THREE_YEAR_BACHELOR.has(country) ? [months(36)] : [years(4)];
const masterDurations = (country: string) =>
  ONE_YEAR_MASTER.has(country) ? [months(12)] : [months(24), years(2)];
const phdDurations = (country: string) => (THREE_YEAR_PHD.has(country) ? [months(36)] : [years(4)]);

// prettier-ignore
export const PROGRAM_TEMPLATES: readonly ProgramTemplate[] = [
  {
    id: 'bachelor', category: 'undergraduate', programType: 'bachelors_degree', weight: 20,
    levels: [['beginner', 1]], durations: bachelorDurations,
    deliveries: [['on_campus', 80], ['hybrid', 10], ['online', 10]], formats: [['taught', 1]],
    commitments: [['full_time', 90], ['part_time', 10]], tuitionFactor: 1, subjects: 'academic',
    capacity: [60, 300], intake: 'academic',
  },
  {
    id: 'master', category: 'masters', programType: 'masters_degree', weight: 17,
    levels: [['advanced', 1]], durations: masterDurations,
    deliveries: [['on_campus', 65], ['hybrid', 15], ['online', 20]], formats: [['taught', 85], ['research', 15]],
    commitments: [['full_time', 80], ['part_time', 20]], tuitionFactor: 1.15, subjects: 'academic',
    capacity: [20, 80], intake: 'academic',
  },
  {
    id: 'executive_master', category: 'masters', programType: 'masters_degree', weight: 4,
    levels: [['professional', 1]], durations: () => [months(12), months(24)],
    deliveries: [['hybrid', 50], ['online', 30], ['on_campus', 20]], formats: [['taught', 1]],
    commitments: [['part_time', 1]], tuitionFactor: 1.8, subjects: 'academic',
    capacity: [20, 50], intake: 'academic',
  },
  {
    id: 'phd', category: 'phd', programType: 'doctoral_degree', weight: 5,
    levels: [['advanced', 1]], durations: phdDurations,
    deliveries: [['on_campus', 90], ['hybrid', 10]], formats: [['research', 1]],
    commitments: [['full_time', 85], ['part_time', 15]], tuitionFactor: 0.45, subjects: 'academic',
    capacity: [3, 15], intake: 'academic',
  },
  {
    id: 'graduate_diploma', category: 'graduate', programType: 'diploma', weight: 5,
    levels: [['advanced', 70], ['professional', 30]], durations: () => [months(8), months(12)],
    deliveries: [['on_campus', 50], ['hybrid', 20], ['online', 30]], formats: [['taught', 1]],
    commitments: [['full_time', 50], ['part_time', 50]], tuitionFactor: 0.8, subjects: 'academic',
    capacity: [15, 60], intake: 'academic',
  },
  {
    id: 'graduate_certificate', category: 'graduate', programType: 'certificate', weight: 3,
    levels: [['advanced', 50], ['professional', 50]], durations: () => [months(6), months(8)],
    deliveries: [['online', 45], ['hybrid', 25], ['on_campus', 30]], formats: [['taught', 80], ['self_paced', 20]],
    commitments: [['part_time', 70], ['flexible', 30]], tuitionFactor: 0.7, subjects: 'academic',
    capacity: [15, 60], intake: 'academic',
  },
  {
    id: 'certificate', category: 'certificate', programType: 'certificate', weight: 11,
    levels: [['beginner', 20], ['intermediate', 35], ['advanced', 15], ['professional', 30]],
    durations: () => [weeks(12), weeks(16), months(6), months(8)],
    deliveries: [['on_campus', 40], ['online', 40], ['hybrid', 20]], formats: [['taught', 70], ['self_paced', 30]],
    commitments: [['part_time', 55], ['flexible', 25], ['full_time', 20]], tuitionFactor: 0.6, subjects: 'practical',
    capacity: [15, 60], intake: 'monthly',
  },
  {
    id: 'short_course', category: 'certificate', programType: 'short_course', weight: 5,
    levels: [['beginner', 45], ['all_levels', 55]], durations: () => [weeks(12), weeks(16)],
    deliveries: [['on_campus', 40], ['online', 40], ['hybrid', 20]], formats: [['taught', 60], ['self_paced', 40]],
    commitments: [['part_time', 60], ['flexible', 40]], tuitionFactor: 0.45, tuitionFloorUsd: 2500, subjects: 'practical',
    capacity: [12, 40], intake: 'monthly',
  },
  {
    id: 'vocational_training', category: 'vocational', programType: 'vocational_training', weight: 6,
    levels: [['beginner', 60], ['intermediate', 40]],
    durations: () => [months(6), months(8), months(12), months(24)],
    deliveries: [['on_campus', 85], ['hybrid', 15]], formats: [['work_based', 70], ['taught', 30]],
    commitments: [['full_time', 70], ['part_time', 30]], tuitionFactor: 0.35, subjects: 'practical',
    capacity: [12, 30], intake: 'monthly',
  },
  {
    id: 'vocational_diploma', category: 'vocational', programType: 'diploma', weight: 4,
    levels: [['beginner', 50], ['intermediate', 50]],
    durations: () => [years(2), months(24)],
    deliveries: [['on_campus', 85], ['hybrid', 15]], formats: [['work_based', 50], ['taught', 50]],
    commitments: [['full_time', 85], ['part_time', 15]], tuitionFactor: 0.5, subjects: 'practical',
    capacity: [15, 40], intake: 'academic',
  },
  {
    id: 'language_course', category: 'language_courses', programType: 'short_course', weight: 9,
    levels: [['beginner', 25], ['intermediate', 25], ['advanced', 15], ['professional', 10], ['all_levels', 25]],
    durations: () => [weeks(12), weeks(16), months(6)],
    deliveries: [['on_campus', 70], ['online', 20], ['hybrid', 10]], formats: [['intensive', 75], ['taught', 25]],
    commitments: [['full_time', 60], ['part_time', 40]], tuitionFactor: 0.6, tuitionFloorUsd: 4000, subjects: 'language',
    capacity: [8, 16], intake: 'monthly',
  },
  {
    id: 'summer_school', category: 'summer_courses', programType: 'short_course', weight: 6,
    levels: [['all_levels', 50], ['beginner', 25], ['intermediate', 25]], durations: () => [weeks(12)],
    deliveries: [['on_campus', 95], ['hybrid', 5]], formats: [['intensive', 70], ['taught', 30]],
    commitments: [['full_time', 1]], tuitionFactor: 0.8, tuitionFloorUsd: 5000, subjects: 'academic',
    capacity: [20, 80], intake: 'summer',
  },
  {
    id: 'foundation_year', category: 'high_school', programType: 'diploma', weight: 5,
    levels: [['beginner', 1]], durations: () => [months(8), months(12)],
    deliveries: [['on_campus', 90], ['online', 10]], formats: [['taught', 1]],
    commitments: [['full_time', 1]], tuitionFactor: 0.75, subjects: 'foundation',
    capacity: [20, 80], intake: 'academic',
  },
];
