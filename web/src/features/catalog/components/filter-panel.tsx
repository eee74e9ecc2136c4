import { FormattedMessage } from 'react-intl';
import { type CatalogueQuery } from '../../../../../shared/catalog/catalog-query';
import {
  CATEGORIES,
  COURSE_FORMATS,
  DELIVERY_METHODS,
  DURATION_BANDS,
  LEVELS,
  PROGRAM_TYPES,
  TUITION_BANDS,
} from '../../../../../shared/catalog/course-enums';
import {
  COURSE_FACETS,
  type CourseFacet,
  type CourseFacets,
} from '../../../../../shared/catalog/course-list';
import { FIELDS } from '../../../../../shared/catalog/fields';
import { FilterGroup } from './filter-group';

/** The order values are listed in; countries and languages have none (most programs first). */
const FACET_ORDER: Partial<Record<CourseFacet, readonly string[]>> = {
  category: CATEGORIES,
  programType: PROGRAM_TYPES,
  deliveryMethod: DELIVERY_METHODS,
  level: LEVELS,
  field: FIELDS,
  format: COURSE_FORMATS,
  budget: TUITION_BANDS,
  duration: DURATION_BANDS,
};

interface FilterPanelProps {
  query: CatalogueQuery;
  facets: CourseFacets | undefined;
  onToggle: (facet: CourseFacet, value: string) => void;
  onOpenOnly: (open: boolean) => void;
}

/** Every filter with its counts, and the "deadline not passed" switch. */
export function FilterPanel({ query, facets, onToggle, onOpenOnly }: FilterPanelProps) {
  return (
    <div>
      <label className="flex items-center gap-2 border-b border-slate-200 py-3 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={query.open === true}
          onChange={(event) => onOpenOnly(event.target.checked)}
          className="size-4 accent-indigo-600"
        />
        <FormattedMessage id="catalog.filter.open" />
      </label>
      {COURSE_FACETS.map((facet) => (
        <FilterGroup
          key={facet}
          facet={facet}
          counts={facets?.[facet] ?? {}}
          selected={query[facet] ?? []}
          order={FACET_ORDER[facet]}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
