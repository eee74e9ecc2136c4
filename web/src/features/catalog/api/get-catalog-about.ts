import { catalogAboutSchema, type CatalogAbout } from '../../../../../shared/catalog/catalog-about';
import { getJson } from '../../../data/api-client';

/**
 * Whether the catalogue is the generated sample. The service worker keeps the last answer
 * (network first), so an offline visit still knows.
 */
export async function getCatalogAbout(signal: AbortSignal): Promise<CatalogAbout> {
  return catalogAboutSchema.parse(await getJson('/api/public/catalog/about', signal));
}
