import { z } from 'zod/mini';
import { DURATION_UNITS, TUITION_PERIODS } from '../../../../../shared/catalog/course-enums';
import { CATALOG_COUNTRY_PATTERN } from '../../../../../shared/catalog/country-codes';
import { CURRENCIES } from '../../../../../shared/catalog/currencies';
import { type FeaturedCourses } from './featured-courses';

/**
 * The list answer's schema (shared/catalog/course-list.ts) is full zod, which a first visit to the
 * home page would load only for these cards; this zod/mini schema checks the fields they show, and
 * its declared type keeps it in step with the shared one. In its own module, which
 * featured-courses.ts imports when it asks: zod stays out of the first visit's code.
 */
const text = z.string().check(z.minLength(1));
const amount = z.number().check(z.nonnegative());
export const featuredAnswerSchema: z.ZodMiniType<FeaturedCourses> = z.object({
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
