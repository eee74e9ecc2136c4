import { type CatalogAbout } from '../../../../../shared/catalog/catalog-about';
import { getJson } from '../../../data/api-client';

/**
 * Whether the catalogue is the generated sample. The service worker keeps the last answer
 * (network first), so an offline visit still knows.
 */
export async function getCatalogAbout(signal: AbortSignal): Promise<CatalogAbout> {
  // The schema's module brings zod: fetched beside the answer, not with the first visit's code.
  const [{ catalogAboutSchema }, body] = await Promise.all([
    import('../../../../../shared/catalog/catalog-about'),
    getJson('/api/public/catalog/about', signal),
  ]);
  return catalogAboutSchema.parse(body);
}
