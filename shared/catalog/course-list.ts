import { z } from 'zod';
import {
  CATEGORIES,
  COURSE_FORMATS,
  DELIVERY_METHODS,
  DURATION_BANDS,
  LEVELS,
  PROGRAM_TYPES,
  TUITION_BANDS,
} from './course-enums';
import { courseCardSchema } from './course-summary';
import { CURRENCIES } from './currencies';
import { FIELDS } from './fields';

export const COURSE_PAGE_SIZE_DEFAULT = 20;
export const COURSE_PAGE_SIZE_MAX = 100;
/** Far beyond any real catalogue; keeps `(page - 1) * limit` a safe integer. */
export const COURSE_PAGE_MAX = 1_000_000;
export const COURSE_QUERY_TEXT_MAX = 120;

/** Query-string numbers arrive as text; anything that is not a whole number is rejected. */
const wholeNumber = z.coerce.number().int();

/** Paging shared by every catalogue list; the discovery filters extend this object. */
export const coursePagingShape = {
  page: wholeNumber.min(1).max(COURSE_PAGE_MAX).default(1),
  limit: wholeNumber.min(1).max(COURSE_PAGE_SIZE_MAX).default(COURSE_PAGE_SIZE_DEFAULT),
};

/**
 * A multi-value filter in the URL: one parameter, values separated by commas (`country=de,fr`).
 * A repeated parameter or an object (`country[$ne]=x`) is not a string, so it is rejected.
 */
function valueList<Values extends z.ZodType<string, string>>(values: Values) {
  return z
    .string()
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .pipe(z.array(values).min(1).max(100))
    .optional();
}

/** Catalogue countries and languages of instruction are two lower-case letters. */
const TWO_LETTER_CODE = /^[a-z]{2}$/;

export const COURSE_SORTS = [
  'relevance',
  'tuition_asc',
  'tuition_desc',
  'deadline',
  'duration',
  'newest',
] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** The filters that have facets: each answers a count per value given the other filters. */
export const COURSE_FACETS = [
  'country',
  'category',
  'programType',
  'deliveryMethod',
  'level',
  'field',
  'format',
  'language',
  'budget',
  'duration',
] as const;
export type CourseFacet = (typeof COURSE_FACETS)[number];

/** The discovery filters, shared by the API's list and the browser's offline query. */
export const courseFilterShape = {
  q: z.string().trim().max(COURSE_QUERY_TEXT_MAX).optional(),
  country: valueList(z.string().regex(TWO_LETTER_CODE)),
  category: valueList(z.enum(CATEGORIES)),
  programType: valueList(z.enum(PROGRAM_TYPES)),
  deliveryMethod: valueList(z.enum(DELIVERY_METHODS)),
  level: valueList(z.enum(LEVELS)),
  field: valueList(z.enum(FIELDS)),
  format: valueList(z.enum(COURSE_FORMATS)),
  language: valueList(z.string().regex(TWO_LETTER_CODE)),
  /** Tuition band (spec §3: budget, mid-range, premium). */
  budget: valueList(z.enum(TUITION_BANDS)),
  /** Duration band (spec §3: short, medium, long). */
  duration: valueList(z.enum(DURATION_BANDS)),
  /** Tuition bounds, in `currency`. */
  tuitionMin: z.coerce.number().nonnegative().max(1e12).optional(),
  tuitionMax: z.coerce.number().nonnegative().max(1e12).optional(),
  /** The currency prices are shown in and tuition bounds are given in. */
  currency: z.enum(CURRENCIES).default('USD'),
  /** Programs with a start date on or after this day (YYYY-MM-DD). */
  startFrom: z.iso.date().optional(),
  /** `true`: only programs whose application deadline has not passed. */
  open: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** `true`: only programs the team features (home page, promotions). */
  featured: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(COURSE_SORTS).optional(),
};

/** `GET /api/public/courses` query. Strict: an unknown parameter is a 400 naming it. */
export const courseListQuerySchema = z
  .strictObject({ ...courseFilterShape, ...coursePagingShape })
  .refine(
    ({ tuitionMin, tuitionMax }) =>
      tuitionMin === undefined || tuitionMax === undefined || tuitionMin <= tuitionMax,
    { path: ['tuitionMax'], message: 'must not be below tuitionMin' },
  );
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

export const courseFacetsSchema = z.record(
  z.enum(COURSE_FACETS),
  z.record(z.string(), z.number().int().nonnegative()),
);
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

/** A card with its tuition converted into the currency the visitor chose. */
export const courseListItemSchema = courseCardSchema.extend({
  tuitionConverted: z.number().nonnegative(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const courseListResponseSchema = z.object({
  items: z.array(courseListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
  /** The day of the exchange rates used for `tuitionConverted`. */
  ratesDate: z.iso.date(),
  facets: courseFacetsSchema,
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;
