/**
 * Which interface messages the search vocabulary reads (search-vocabulary.ts): the labels of the
 * facets whose values visitors search for by name. Kept apart from the vocabulary so the web
 * build can keep only these messages in the catalogue worker (tools/build/search-labels-only.ts).
 */
import { type CourseFacet } from './course-list';

/** The facets whose labels name things visitors search for. */
export const LABELLED_FACETS = ['field', 'programType', 'category'] as const;

/** The facet and value a message labels (`catalog.<facet>.<value>`), or undefined for others. */
export function searchLabelOf(id: string): { facet: CourseFacet; value: string } | undefined {
  const [scope, facet, value] = id.split('.');
  if (scope !== 'catalog' || value === undefined) return undefined;
  if (!(LABELLED_FACETS as readonly string[]).includes(facet!)) return undefined;
  return { facet: facet as CourseFacet, value };
}
