import { z } from 'zod/mini';
import { getJson } from '../../../data/api-client';

/**
 * Only `total` of the course list answer (`{ items, total }`) is read here; asking for one item
 * keeps the call small.
 */
const courseListTotalSchema = z.object({ total: z.int().check(z.nonnegative()) });

/** How many active programs the catalogue holds. */
export async function getCatalogueTotal(signal: AbortSignal): Promise<number> {
  const body = await getJson('/api/public/courses?limit=1', signal);
  return courseListTotalSchema.parse(body).total;
}
