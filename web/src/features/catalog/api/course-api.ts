import { type CatalogueQuery } from '../../../../../shared/catalog/catalog-query';
import { courseDetailSchema, type CourseDetail } from '../../../../../shared/catalog/course-detail';
import {
  courseListResponseSchema,
  type CourseListResponse,
} from '../../../../../shared/catalog/course-list';
import { getJson } from '../../../data/api-client';
import { apiSearchParams } from '../catalog-url';
import { courseDetailPath } from './course-detail-path';

/** One page of the public list, its total and facets, with tuition in `currency`. */
export async function fetchCourseList(
  query: CatalogueQuery,
  currency: string,
  signal: AbortSignal,
): Promise<CourseListResponse> {
  const params = apiSearchParams(query, currency);
  const body = await getJson(`/api/public/courses?${params.toString()}`, signal);
  return courseListResponseSchema.parse(body);
}

/** One program by id or slug with its related programs. */
export async function fetchCourseDetail(
  idOrSlug: string,
  currency: string,
  signal: AbortSignal,
): Promise<CourseDetail> {
  const body = await getJson(courseDetailPath(idOrSlug, currency), signal);
  return courseDetailSchema.parse(body);
}
