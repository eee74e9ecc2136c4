import { getJson } from '../../../data/api-client';

/** How many active programs the catalogue holds; asking for one item keeps the call small. */
export async function getCatalogueTotal(signal: AbortSignal): Promise<number> {
  const [{ courseListTotalSchema }, body] = await Promise.all([
    import('./catalogue-total-schema'),
    getJson('/api/public/courses?limit=1', signal),
  ]);
  return courseListTotalSchema.parse(body).total;
}
