import { z } from 'zod';

/** `GET /api/public/catalog/about`: what kind of catalogue the site serves. */
export const catalogAboutSchema = z.object({
  /**
   * The catalogue was loaded by the sample seed (DESIGN decision 16): generated programs whose
   * institutions are not real offers, which the site must say.
   */
  sample: z.boolean(),
});
export type CatalogAbout = z.infer<typeof catalogAboutSchema>;
