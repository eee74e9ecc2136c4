import { z } from 'zod';
import {
  CATEGORIES,
  COMMITMENTS,
  COURSE_FORMATS,
  COURSE_STATUSES,
  DELIVERY_METHODS,
  DURATION_BANDS,
  DURATION_UNITS,
  LEVELS,
  PROGRAM_TYPES,
  TUITION_BANDS,
  TUITION_PERIODS,
} from './course-enums';
import { catalogPhraseSchema } from './catalog-phrase';
import { CURRENCIES } from './currencies';
import { FIELDS } from './fields';
import { CATALOG_COUNTRY_PATTERN } from './country-codes';

/** The institution offering a program; `partner` marks the ~300 institutions we work with. */
export const courseProviderSchema = z.object({
  name: z.string().min(1),
  domain: z.string().min(1),
  partner: z.boolean(),
});

/** One stage of a program (a year, semester, term or block of weeks) and its modules. */
export const programStageSchema = z.object({
  title: catalogPhraseSchema,
  modules: z.array(catalogPhraseSchema),
});

/**
 * A course/program as the API sends it (spec §3): machine codes for every closed vocabulary and
 * vocabulary phrases (catalog-phrase.ts) for every text written from one, so the UI shows both in
 * the visitor's language; the title, the institution's name and the city are the institution's
 * own text, in `contentLanguage`. Tuition in the program's own currency, dates as ISO 8601.
 */
export const courseSchema = z.object({
  id: z.string().min(1),
  code: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  status: z.enum(COURSE_STATUSES),
  category: z.enum(CATEGORIES),
  programType: z.enum(PROGRAM_TYPES),
  field: z.enum(FIELDS),
  level: z.enum(LEVELS),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  format: z.enum(COURSE_FORMATS),
  commitment: z.enum(COMMITMENTS),
  /** Language of instruction (ISO 639-1). */
  language: z.string().min(2),
  /** Language the institution's own texts (title, names, subject) are written in (ISO 639-1). */
  contentLanguage: z.string().min(2),
  credential: catalogPhraseSchema,
  /** English label of the length ("12 weeks"); pages write the value and unit below. */
  duration: z.string().min(1),
  durationValue: z.number().positive(),
  durationUnit: z.enum(DURATION_UNITS),
  durationMonths: z.number().positive(),
  durationBand: z.enum(DURATION_BANDS),
  tuitionFee: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  tuitionPeriod: z.enum(TUITION_PERIODS),
  tuitionBand: z.enum(TUITION_BANDS),
  applicationDeadline: z.iso.datetime(),
  enrollmentDeadline: z.iso.datetime(),
  startDates: z.array(z.iso.datetime()),
  requirements: z.array(catalogPhraseSchema),
  programStructure: z.array(programStageSchema),
  careerOpportunities: z.array(catalogPhraseSchema),
  capacity: z.number().int().positive(),
  tags: z.array(catalogPhraseSchema),
  image: z.string(),
  instructors: z.array(z.string()),
  /** City. */
  location: z.string().min(1),
  /** ISO 3166-1 alpha-2 in lower case, except `uk` for the United Kingdom (see country-codes.ts). */
  country: z.string().regex(CATALOG_COUNTRY_PATTERN),
  provider: courseProviderSchema,
  bestFor: catalogPhraseSchema,
  featured: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type Course = z.infer<typeof courseSchema>;
export type CourseProvider = z.infer<typeof courseProviderSchema>;
export type ProgramStage = z.infer<typeof programStageSchema>;
