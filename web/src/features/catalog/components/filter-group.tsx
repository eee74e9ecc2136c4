import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { type CourseFacet } from '../../../../../shared/catalog/course-list';
import { facetTitleId, facetValueLabel } from '../catalog-labels';

interface FilterGroupProps {
  facet: CourseFacet;
  /** Count per value given the other filters. */
  counts: Record<string, number>;
  selected: readonly string[];
  /** The vocabulary's order; countries and languages are ordered by count instead. */
  order?: readonly string[];
  onToggle: (facet: CourseFacet, value: string) => void;
}

/** One filter: a checkbox per value with how many programs choosing it would give. */
export function FilterGroup({ facet, counts, selected, order, onToggle }: FilterGroupProps) {
  const intl = useIntl();
  const values = [...new Set([...Object.keys(counts), ...selected])];
  if (order) values.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  else values.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a.localeCompare(b));
  if (values.length === 0) return null;
  return (
    <fieldset className="border-b border-slate-200 dark:border-slate-700 py-3">
      <legend className="float-start mb-2 w-full text-sm font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id={facetTitleId(facet)} />
      </legend>
      <ul className="max-h-56 space-y-1 overflow-y-auto pe-1">
        {values.map((value) => (
          <li key={value}>
            <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                checked={selected.includes(value)}
                onChange={() => onToggle(facet, value)}
                className="size-4 rounded border-slate-300 dark:border-slate-600 accent-indigo-600 dark:accent-indigo-400"
              />
              <span className="flex-1">{facetValueLabel(intl, facet, value)}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                <bdi>
                  <FormattedNumber value={counts[value] ?? 0} />
                </bdi>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
