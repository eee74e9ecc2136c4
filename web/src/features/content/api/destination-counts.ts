import { getJson } from '../../../data/api-client';

/** How many destinations the home page lists. */
export const DESTINATION_COUNT = 8;

export interface DestinationCount {
  /** Catalogue country code (`uk` for the United Kingdom). */
  code: string;
  programs: number;
}

/** The countries with the most public programs, from the catalogue's country facet. */
export async function getPopularDestinations(signal: AbortSignal): Promise<DestinationCount[]> {
  const [schema, body] = await Promise.all([
    import('./destination-counts-schema'),
    getJson('/api/public/courses?limit=1', signal),
  ]);
  const { facets } = schema.facetsAnswerSchema.parse(body);
  return Object.entries(facets.country ?? {})
    .map(([code, programs]) => ({ code, programs }))
    .filter(({ programs }) => programs > 0)
    .sort((a, b) => b.programs - a.programs || a.code.localeCompare(b.code))
    .slice(0, DESTINATION_COUNT);
}
