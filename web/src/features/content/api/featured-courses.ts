import { z } from 'zod/mini';
import { DURATION_UNITS, TUITION_PERIODS } from '../../../../../shared/catalog/course-enums';
import {
  type CourseListItem,
  type CourseListResponse,
} from '../../../../../shared/catalog/course-list';
import { CATALOG_COUNTRY_PATTERN } from '../../../../../shared/catalog/country-codes';
import { CURRENCIES } from '../../../../../shared/catalog/currencies';
import { getJson } from '../../../data/api-client';

/** How many programs the home page shows. */
export const FEATURED_COURSE_COUNT = 6;

/** The fields of a list item the home page shows, tuition converted like on the list's cards. */
export type FeaturedCourse = Pick<
  CourseListItem,
  | 'id'
  | 'slug'
  | 'title'
  | 'country'
  | 'contentLanguage'
  | 'durationValue'
  | 'durationUnit'
  | 'tuitionFee'
  | 'currency'
  | 'tuitionPeriod'
  | 'tuitionConverted'
  | 'featured'
> & { provider: Pick<CourseListItem['provider'], 'name' | 'partner'> };

export type FeaturedCourses = Pick<CourseListResponse, 'currency' | 'ratesDate'> & {
  items: FeaturedCourse[];
};

/**
 * The list answer's schema (shared/catalog/course-list.ts) is full zod, which a first visit to the
 * home page would load only for these cards; this zod/mini schema checks the fields they show, and
 * its declared type keeps it in step with the shared one.
 */
const text = z.string().check(z.minLength(1));
const amount = z.number().check(z.nonnegative());
const featuredAnswerSchema: z.ZodMiniType<FeaturedCourses> = z.object({
  currency: z.enum(CURRENCIES),
  ratesDate: z.iso.date(),
  items: z.array(
    z.object({
      id: text,
      slug: text,
      title: text,
      country: z.string().check(z.regex(CATALOG_COUNTRY_PATTERN)),
      contentLanguage: text,
      durationValue: z.number().check(z.positive()),
      durationUnit: z.enum(DURATION_UNITS),
      tuitionFee: amount,
      currency: z.enum(CURRENCIES),
      tuitionPeriod: z.enum(TUITION_PERIODS),
      tuitionConverted: amount,
      featured: z.boolean(),
      provider: z.object({ name: text, partner: z.boolean() }),
    }),
  ),
});

/**
 * Programs for the home page: the first featured programs of the public catalogue, with tuition in
 * `currency` and the day of the rates it was converted with.
 */
export async function getFeaturedCourses(
  currency: string,
  signal: AbortSignal,
): Promise<FeaturedCourses> {
  const params = new URLSearchParams({
    featured: 'true',
    limit: String(FEATURED_COURSE_COUNT),
    currency,
  });
  return featuredAnswerSchema.parse(await getJson(`/api/public/courses?${params}`, signal));
}
