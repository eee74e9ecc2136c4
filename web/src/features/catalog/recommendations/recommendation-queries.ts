/**
 * Where recommendations are looked for in the saved catalogue: the programmes meeting the
 * strongest signals together, then each signal alone, asked with the same query code as the
 * programs list; the candidates are then ranked by the shared rule
 * (shared/catalog/program-recommendations.ts). Pure, so it is tested alone.
 */
import { type CatalogueQuery } from '../../../../../shared/catalog/catalog-query';
import { type RecommendationSignals } from '../../../../../shared/catalog/program-recommendations';

/** Enough candidates per query that the ranking has a real choice after the shortlist is left out. */
const CANDIDATES_PER_QUERY = 50;

export function recommendationQueries({
  countries,
  categories,
  fields,
}: RecommendationSignals): CatalogueQuery[] {
  const base = { page: 1, limit: CANDIDATES_PER_QUERY, open: true };
  const country = countries.length ? { country: countries } : undefined;
  const category = categories.length ? { category: categories } : undefined;
  const field = fields.length ? { field: fields } : undefined;
  const queries: CatalogueQuery[] = [];
  if (country && category) queries.push({ ...base, ...country, ...category });
  for (const single of [country, category, field]) {
    if (single) queries.push({ ...base, ...single });
  }
  return queries;
}
