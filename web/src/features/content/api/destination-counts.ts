import { z } from 'zod/mini';
import { getJson } from '../../../data/api-client';

/** How many destinations the home page lists. */
export const DESTINATION_COUNT = 8;

export interface DestinationCount {
  /** Catalogue country code (`uk` for the United Kingdom). */
  code: string;
  programs: number;
}

/**
 * The country facet of the list answer. zod/mini, like the rest of the home page: the answer's
 * shared schema is full zod, which a first visit would otherwise load for this one count.
 */
const facetsAnswerSchema = z.object({
  facets: z.object({
    country: z.optional(z.record(z.string(), z.int().check(z.nonnegative()))),
  }),
});

/** The countries with the most public programs, from the catalogue's country facet. */
export async function getPopularDestinations(signal: AbortSignal): Promise<DestinationCount[]> {
  const { facets } = facetsAnswerSchema.parse(await getJson('/api/public/courses?limit=1', signal));
  return Object.entries(facets.country ?? {})
    .map(([code, programs]) => ({ code, programs }))
    .filter(({ programs }) => programs > 0)
    .sort((a, b) => b.programs - a.programs || a.code.localeCompare(b.code))
    .slice(0, DESTINATION_COUNT);
}
