import { z } from 'zod/mini';

/**
 * Only `total` of the course list answer (`{ items, total }`) is read for the catalogue's size.
 * In its own module, which get-catalogue-total.ts imports when it asks: zod stays out of the
 * first visit's code.
 */
export const courseListTotalSchema = z.object({ total: z.int().check(z.nonnegative()) });
