import { z } from 'zod/mini';

/**
 * The country facet of the list answer. zod/mini, like the rest of the home page: the answer's
 * shared schema is full zod. In its own module, which destination-counts.ts imports when it asks:
 * zod stays out of the first visit's code.
 */
export const facetsAnswerSchema = z.object({
  facets: z.object({
    country: z.optional(z.record(z.string(), z.int().check(z.nonnegative()))),
  }),
});
