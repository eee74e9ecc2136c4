import { z } from 'zod';
import { courseSchema } from '../catalog/course';
import { COURSE_STATUSES, LEVELS, type CourseStatus } from '../catalog/course-enums';
import { FIELDS } from '../catalog/fields';
import { defineGrid } from './grid-query';

/**
 * The admin courses screen (issue 13 item 5): its grid, the course form's schema, the status
 * actions of spec §4 and the import report. The web and the API both validate with these.
 */

/** Codes the sample catalogue's generator uses (`SA-000001`…): reserved for sample programs. */
export const SAMPLE_COURSE_CODE = /^SA-\d{6}$/;
export const isSampleCourseCode = (code: string) => SAMPLE_COURSE_CODE.test(code);

export const COURSE_ORIGINS = ['sample', 'real'] as const;
export type CourseOrigin = (typeof COURSE_ORIGINS)[number];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/**
 * Every two-letter code the catalogue's country pattern allows: the filter accepts any of them,
 * and the screen offers the ones the catalogue holds (GET /api/admin/courses/countries).
 */
const COUNTRY_FILTER_VALUES = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)) as [
  string,
  ...string[],
];

export const adminCoursesGrid = defineGrid({
  sorts: ['title', 'code', 'status', 'country', 'applicationDeadline', 'updatedAt'],
  defaultSort: 'updatedAt',
  defaultDirection: 'desc',
  filters: {
    status: COURSE_STATUSES,
    country: COUNTRY_FILTER_VALUES,
    level: LEVELS,
    field: FIELDS,
    origin: COURSE_ORIGINS,
    /** Courses whose application deadline is before this moment (the dashboard's "passed"). */
    deadlineBefore: 'instant',
  },
});

export const ADMIN_COURSES_MESSAGES = {
  staleRevision:
    'This course was changed by someone else since you opened it. Reload it and make your changes again.',
  transitionNotAllowed: 'This action is not available for the course in its current status.',
  codeTaken: 'Another course already has this code',
  slugTaken: 'Another course already has this URL name',
  sampleCodeReserved: 'Codes SA-000000 to SA-999999 are reserved for the sample catalogue',
  duplicateInFile: 'This code appears more than once in the file',
  importHasErrors: 'The file has errors. Nothing was imported.',
  unreadableFile: 'The file could not be read as CSV or JSON',
} as const;

const text = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, 'This text is too long');

/**
 * What an admin writes for a course: every field of spec §3 as the shared course schema has it,
 * except what the server derives (id, timestamps, the length in months and its band, the tuition
 * band, the English duration label and the search text).
 */
export const courseInputSchema = courseSchema
  .omit({
    id: true,
    createdAt: true,
    updatedAt: true,
    duration: true,
    durationMonths: true,
    durationBand: true,
    tuitionBand: true,
  })
  .extend({
    code: text(40).regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'Invalid format'),
    slug: text(160).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid format'),
    title: text(300),
    location: text(120),
    language: z.string().regex(/^[a-z]{2}$/, 'Invalid format'),
    contentLanguage: z.string().regex(/^[a-z]{2}$/, 'Invalid format'),
    image: z.string().trim().max(500, 'This text is too long'),
    instructors: z.array(text(120)).max(50),
    provider: z.object({
      name: text(200),
      domain: text(200).regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'Invalid format'),
      partner: z.boolean(),
    }),
  })
  .refine((course) => course.enrollmentDeadline >= course.applicationDeadline, {
    message: 'Invalid format',
    path: ['enrollmentDeadline'],
  });
export type CourseInput = z.infer<typeof courseInputSchema>;

/** A course as the admin grid and form read it: the full course, its revision and origin. */
export const adminCourseSchema = courseSchema.extend({
  revision: z.number().int().min(0),
  origin: z.enum(COURSE_ORIGINS),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** An edit names the revision the admin started from: a later save of an older one is refused. */
export const courseEditSchema = z.object({
  revision: z.number().int().min(0),
  course: courseInputSchema,
});
export type CourseEdit = z.infer<typeof courseEditSchema>;

export const COURSE_ACTIONS = ['publish', 'unpublish', 'archive', 'unarchive'] as const;
export type CourseAction = (typeof COURSE_ACTIONS)[number];

/** Spec §4's actions: from which statuses each is allowed and the status it leads to. */
export const COURSE_TRANSITIONS: Record<
  CourseAction,
  { from: readonly CourseStatus[]; to: CourseStatus }
> = {
  publish: { from: ['draft', 'inactive'], to: 'active' },
  unpublish: { from: ['active'], to: 'inactive' },
  archive: { from: ['draft', 'active', 'inactive'], to: 'archived' },
  unarchive: { from: ['archived'], to: 'inactive' },
};

export function actionsFor(status: CourseStatus): CourseAction[] {
  return COURSE_ACTIONS.filter((action) => COURSE_TRANSITIONS[action].from.includes(status));
}

export const courseActionSchema = z.object({ revision: z.number().int().min(0) });

export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The largest file an import takes (about 20,000 programs as CSV). */
export const IMPORT_MAX_CHARS = 40_000_000;

export const courseImportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  content: z
    .string()
    .min(1, 'This field is required')
    .max(IMPORT_MAX_CHARS, 'This text is too long'),
  dryRun: z.boolean(),
});
export type CourseImportRequest = z.infer<typeof courseImportSchema>;

/** One problem of one row: its line in the file (CSV) or its position (JSON, from 1). */
export interface ImportIssue {
  line: number;
  code: string;
  field: string;
  message: string;
}

export interface ImportReport {
  /** Rows read from the file. */
  rows: number;
  /** Rows that would create a course / update the course of the same code. */
  creates: number;
  updates: number;
  issues: ImportIssue[];
  /** True when the import was written (never for a dry run or a file with issues). */
  applied: boolean;
}

export const exchangeRatesEditSchema = z.object({
  date: z.iso.date('Invalid format'),
  usdRates: z.record(z.string(), z.number('Invalid format').positive('Invalid format')),
});
