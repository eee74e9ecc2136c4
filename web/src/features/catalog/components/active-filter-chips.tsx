import { FormattedMessage, useIntl } from 'react-intl';
import { type CatalogueQuery } from '../../../../../shared/catalog/catalog-query';
import { COURSE_FACETS, type CourseFacet } from '../../../../../shared/catalog/course-list';
import { CloseIcon } from '../../../components/icons/close-icon';
import { facetValueLabel } from '../catalog-labels';

interface ActiveFilterChipsProps {
  query: CatalogueQuery;
  onRemove: (facet: CourseFacet, value: string) => void;
  onRemoveParam: (key: 'q' | 'open') => void;
  onClearAll: () => void;
}

const chipClass =
  'inline-flex items-center gap-1 rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900 hover:bg-indigo-100';

/** One removable chip per chosen value, the search text and the open switch, and clear-all. */
export function ActiveFilterChips({
  query,
  onRemove,
  onRemoveParam,
  onClearAll,
}: ActiveFilterChipsProps) {
  const intl = useIntl();
  const chosen = COURSE_FACETS.flatMap((facet) =>
    (query[facet] ?? []).map((value) => ({ facet, value })),
  );
  if (chosen.length === 0 && !query.q && !query.open) return null;
  const removeLabel = (label: string) =>
    intl.formatMessage({ id: 'catalog.chips.remove' }, { label });
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={intl.formatMessage({ id: 'catalog.chips.label' })}
      role="group"
    >
      {query.q && (
        <button
          type="button"
          className={chipClass}
          onClick={() => onRemoveParam('q')}
          aria-label={removeLabel(query.q)}
        >
          <bdi>“{query.q}”</bdi>
          <CloseIcon className="size-4" />
        </button>
      )}
      {query.open && (
        <button type="button" className={chipClass} onClick={() => onRemoveParam('open')}>
          <FormattedMessage id="catalog.filter.open" />
          <CloseIcon className="size-4" />
        </button>
      )}
      {chosen.map(({ facet, value }) => {
        const label = facetValueLabel(intl, facet, value);
        return (
          <button
            key={`${facet}:${value}`}
            type="button"
            className={chipClass}
            onClick={() => onRemove(facet, value)}
            aria-label={removeLabel(label)}
          >
            {label}
            <CloseIcon className="size-4" />
          </button>
        );
      })}
      <button
        type="button"
        onClick={onClearAll}
        className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <FormattedMessage id="catalog.chips.clearAll" />
      </button>
    </div>
  );
}
