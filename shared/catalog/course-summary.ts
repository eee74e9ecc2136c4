import { z } from 'zod';
import { courseProviderSchema, courseSchema } from './course';

/**
 * The compact form of a program: what a result card, the filters, facets, text search and sorts
 * need. The API's in-memory catalogue, the list answer and the offline snapshot all use it, so the
 * browser runs the same query code over the same records as the server.
 */
export const courseSummarySchema = courseSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    category: true,
    programType: true,
    field: true,
    level: true,
    deliveryMethod: true,
    format: true,
    language: true,
    contentLanguage: true,
    durationValue: true,
    durationUnit: true,
    durationMonths: true,
    durationBand: true,
    tuitionFee: true,
    currency: true,
    tuitionPeriod: true,
    tuitionBand: true,
    applicationDeadline: true,
    startDates: true,
    location: true,
    country: true,
    image: true,
    featured: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    provider: courseProviderSchema.pick({ name: true, partner: true }),
    /** Title, institution, field, subject, tags, city and country, normalised (search-text.ts). */
    searchText: z.string(),
  });

export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A summary as the list answers it: without the search text, which only queries need. */
export const courseCardSchema = courseSummarySchema.omit({ searchText: true });
export type CourseCard = z.infer<typeof courseCardSchema>;

export function toCourseCard({ searchText: _searchText, ...card }: CourseSummary): CourseCard {
  return card;
}
