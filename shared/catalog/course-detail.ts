import { z } from 'zod';
import { courseSchema } from './course';
import { courseListItemSchema } from './course-list';
import { CURRENCIES } from './currencies';

export const RELATED_COURSES_LIMIT = 4;

/** `GET /api/public/courses/:idOrSlug` query: the currency to show tuition in. */
export const courseDetailQuerySchema = z.strictObject({
  currency: z.enum(CURRENCIES).default('USD'),
});
export type CourseDetailQuery = z.output<typeof courseDetailQuerySchema>;

/** Every field of a program, its tuition in the chosen currency, and related programs. */
export const courseDetailSchema = courseSchema.extend({
  tuitionConverted: z.number().nonnegative(),
  displayCurrency: z.enum(CURRENCIES),
  /** The day of the exchange rates used for `tuitionConverted`. */
  ratesDate: z.iso.date(),
  /** Same field and level at other institutions. */
  related: z.array(courseListItemSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
