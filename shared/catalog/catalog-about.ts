import { z } from 'zod/mini';

/**
 * `GET /api/public/catalog/about`: what kind of catalogue the site serves. zod/mini: the home
 * page's sample-catalogue notice reads it on a first visit.
 */
export const catalogAboutSchema = z.object({
  /**
   * The catalogue was loaded by the sample seed (DESIGN decision 16): generated programs whose
   * institutions are not real offers, which the site must say.
   */
  sample: z.boolean(),
});
export type CatalogAbout = z.infer<typeof catalogAboutSchema>;
