/** Shared steps of the catalogue specs: messages, a real program from the seeded catalogue. */
import { type APIRequestContext } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { courseListResponseSchema, type CourseListItem } from '../../shared/catalog/course-list';

export const CATALOG_MESSAGES = { en, ar } as const;

/** The first programs of a list query, straight from the API. */
export async function firstCourses(
  request: APIRequestContext,
  query: string,
): Promise<{ items: CourseListItem[]; total: number }> {
  const response = await request.get(`/api/public/courses?${query}`);
  return courseListResponseSchema.parse(await response.json());
}
