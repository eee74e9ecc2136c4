import { z } from 'zod';
import { courseProviderSchema, courseSchema } from '../../../../../shared/catalog/course';
import { getJson } from '../../../data/api-client';

/** How many programs the home page shows. */
export const FEATURED_COURSE_COUNT = 6;

/** The fields of a list item the home page shows. */
export const featuredCourseSchema = courseSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    country: true,
    contentLanguage: true,
    durationValue: true,
    durationUnit: true,
    tuitionFee: true,
    currency: true,
    featured: true,
  })
  .extend({ provider: courseProviderSchema.pick({ name: true, partner: true }) });
export type FeaturedCourse = z.infer<typeof featuredCourseSchema>;

const featuredAnswerSchema = z.object({ items: z.array(featuredCourseSchema) });

/** Programs for the home page: the first featured programs of the public catalogue. */
export async function getFeaturedCourses(signal: AbortSignal): Promise<FeaturedCourse[]> {
  const body = await getJson(
    `/api/public/courses?featured=true&limit=${FEATURED_COURSE_COUNT}`,
    signal,
  );
  return featuredAnswerSchema.parse(body).items;
}
