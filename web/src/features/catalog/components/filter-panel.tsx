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
import { type CatalogueParam } from '../catalog-url';
import { FilterGroup } from './filter-group';
import { StartDateFilter } from './start-date-filter';
import { TuitionRangeFilter } from './tuition-range-filter';

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
  /** The visitor's currency, which the tuition range is typed in. */
  currency: string;
  onToggle: (facet: CourseFacet, value: string) => void;
  onOpenOnly: (open: boolean) => void;
  /** Sets typed filters (the tuition range, the start date); `''` removes one. */
  onApply: (values: Partial<Record<CatalogueParam, string>>) => void;
}

/** Every filter with its counts, the "deadline not passed" switch, tuition and start date. */
export function FilterPanel({
  query,
  facets,
  currency,
  onToggle,
  onOpenOnly,
  onApply,
}: FilterPanelProps) {
  return (
    <div>
      <label className="flex items-center gap-2 border-b border-slate-200 dark:border-slate-700 py-3 text-sm font-medium text-slate-900 dark:text-slate-100">
        <input
          type="checkbox"
          checked={query.open === true}
          onChange={(event) => onOpenOnly(event.target.checked)}
          className="size-4 accent-indigo-600 dark:accent-indigo-400"
        />
        <FormattedMessage id="catalog.filter.open" />
      </label>
      <TuitionRangeFilter
        min={query.tuitionMin}
        max={query.tuitionMax}
        currency={currency}
        onApply={onApply}
      />
      <StartDateFilter value={query.startFrom} onApply={(startFrom) => onApply({ startFrom })} />
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
