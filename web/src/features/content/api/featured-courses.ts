import {
  type CourseListItem,
  type CourseListResponse,
} from '../../../../../shared/catalog/course-list';
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
  const [schema, body] = await Promise.all([
    import('./featured-courses-schema'),
    getJson(`/api/public/courses?${params}`, signal),
  ]);
  return schema.featuredAnswerSchema.parse(body);
}
