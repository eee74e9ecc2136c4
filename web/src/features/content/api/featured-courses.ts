import { z } from 'zod';
import {
  courseListItemSchema,
  courseListResponseSchema,
} from '../../../../../shared/catalog/course-list';
import { getJson } from '../../../data/api-client';

/** How many programs the home page shows. */
export const FEATURED_COURSE_COUNT = 6;

/** The fields of a list item the home page shows, tuition converted like on the list's cards. */
export const featuredCourseSchema = courseListItemSchema.pick({
  id: true,
  slug: true,
  title: true,
  country: true,
  contentLanguage: true,
  durationValue: true,
  durationUnit: true,
  tuitionFee: true,
  currency: true,
  tuitionPeriod: true,
  tuitionConverted: true,
  featured: true,
  provider: true,
});
export type FeaturedCourse = z.infer<typeof featuredCourseSchema>;

const featuredAnswerSchema = courseListResponseSchema
  .pick({ currency: true, ratesDate: true })
  .extend({ items: z.array(featuredCourseSchema) });
export type FeaturedCourses = z.infer<typeof featuredAnswerSchema>;

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
