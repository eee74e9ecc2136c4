/**
 * The closed vocabularies of a course/program (spec §1, §3). Values are machine codes, stored in
 * the database and sent over the wire; the English labels are the base the UI translates.
 */

export const CATEGORIES = [
  'high_school',
  'undergraduate',
  'graduate',
  'masters',
  'vocational',
  'language_courses',
  'certificate',
  'phd',
  'summer_courses',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  high_school: 'High school',
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
  masters: "Master's",
  vocational: 'Vocational',
  language_courses: 'Language courses',
  certificate: 'Certificate',
  phd: 'PhD',
  summer_courses: 'Summer courses',
};

/**
 * Spec §1 lists "bachelor's and master's degrees" as one group; we keep bachelor's and master's
 * apart so each can be filtered, and add doctoral degrees so PhD programs have a type too.
 */
export const PROGRAM_TYPES = [
  'short_course',
  'certificate',
  'vocational_training',
  'diploma',
  'bachelors_degree',
  'masters_degree',
  'doctoral_degree',
] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const PROGRAM_TYPE_LABELS: Record<ProgramType, string> = {
  short_course: 'Short course',
  certificate: 'Certificate',
  vocational_training: 'Vocational training',
  diploma: 'Diploma program',
  bachelors_degree: "Bachelor's degree",
  masters_degree: "Master's degree",
  doctoral_degree: 'Doctoral degree',
};

export const LEVELS = [
  'beginner',
  'intermediate',
  'advanced',
  'professional',
  'all_levels',
] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  professional: 'Professional',
  all_levels: 'All levels',
};

export const DELIVERY_METHODS = ['on_campus', 'online', 'hybrid'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  on_campus: 'On campus',
  online: 'Online',
  hybrid: 'Hybrid',
};

export const COURSE_STATUSES = ['active', 'inactive', 'draft', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
  archived: 'Archived',
};

/** How the teaching is organised; the spec names a "format" filter without values. */
export const COURSE_FORMATS = [
  'taught',
  'research',
  'intensive',
  'work_based',
  'self_paced',
] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

export const COURSE_FORMAT_LABELS: Record<CourseFormat, string> = {
  taught: 'Taught (lectures and seminars)',
  research: 'Research',
  intensive: 'Intensive',
  work_based: 'Work-based',
  self_paced: 'Self-paced',
};

export const COMMITMENTS = ['full_time', 'part_time', 'flexible'] as const;
export type Commitment = (typeof COMMITMENTS)[number];

export const COMMITMENT_LABELS: Record<Commitment, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  flexible: 'Flexible',
};

export const DURATION_UNITS = ['weeks', 'months', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Spec §3: short (1–3 months), medium (3–12 months), long (1+ years). */
export const DURATION_BANDS = ['short', 'medium', 'long'] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];

export const DURATION_BAND_LABELS: Record<DurationBand, string> = {
  short: 'Short (1–3 months)',
  medium: 'Medium (3–12 months)',
  long: 'Long (1+ years)',
};

/** Spec §3 tuition bands; the thresholds live in course-bands.ts. */
export const TUITION_BANDS = ['budget', 'mid', 'premium'] as const;
export type TuitionBand = (typeof TUITION_BANDS)[number];

export const TUITION_BAND_LABELS: Record<TuitionBand, string> = {
  budget: 'Budget',
  mid: 'Mid-range',
  premium: 'Premium',
};

/** Whether `tuitionFee` is charged per year of study or once for the whole program. */
export const TUITION_PERIODS = ['per_year', 'total'] as const;
export type TuitionPeriod = (typeof TUITION_PERIODS)[number];
