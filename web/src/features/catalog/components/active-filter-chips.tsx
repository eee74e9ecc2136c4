import { type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { type CatalogueQuery } from '../../../../../shared/catalog/catalog-query';
import { COURSE_FACETS, type CourseFacet } from '../../../../../shared/catalog/course-list';
import { CloseIcon } from '../../../components/icons/close-icon';
import { siteSettings } from '../../../data/site-settings';
import { CALENDAR_DAY_TIME_ZONE } from '../../../lib/calendar-day-format';
import { formatSiteDate } from '../../../lib/site-date-format';
import { facetValueLabel } from '../catalog-labels';
import { type CatalogueParam } from '../catalog-url';

/** The filters that are one URL parameter each, removed by clearing that parameter. */
type SingleParam = Extract<
  CatalogueParam,
  'q' | 'open' | 'tuitionMin' | 'tuitionMax' | 'startFrom'
>;

interface ActiveFilterChipsProps {
  query: CatalogueQuery;
  /** The currency the tuition range is in. */
  currency: string;
  onRemove: (facet: CourseFacet, value: string) => void;
  onRemoveParam: (key: SingleParam) => void;
  onClearAll: () => void;
}

interface Chip {
  key: string;
  /** What the chip shows and what its remove button is named after. */
  label: string;
  content?: ReactNode;
  remove: () => void;
}

const chipClass =
  'inline-flex items-center gap-1 rounded-full bg-indigo-50 dark:bg-indigo-950 px-3 py-1 text-sm text-indigo-900 dark:text-indigo-100 hover:bg-indigo-100 dark:hover:bg-indigo-900';

function amount(intl: IntlShape, value: number, currency: string): string {
  return intl.formatNumber(value, { style: 'currency', currency, maximumFractionDigits: 0 });
}

/** The chips of the one-parameter filters, in the order the panel lists them. */
function singleParamChips(
  intl: IntlShape,
  query: CatalogueQuery,
  currency: string,
  remove: (key: SingleParam) => void,
): Chip[] {
  const chips: Chip[] = [];
  if (query.q)
    chips.push({
      key: 'q',
      label: query.q,
      content: <bdi>“{query.q}”</bdi>,
      remove: () => remove('q'),
    });
  if (query.open) {
    const label = intl.formatMessage({ id: 'catalog.filter.open' });
    chips.push({ key: 'open', label, remove: () => remove('open') });
  }
  if (query.tuitionMin !== undefined) {
    const label = intl.formatMessage(
      { id: 'catalog.chips.tuitionMin' },
      { amount: amount(intl, query.tuitionMin, currency) },
    );
    chips.push({ key: 'tuitionMin', label, remove: () => remove('tuitionMin') });
  }
  if (query.tuitionMax !== undefined) {
    const label = intl.formatMessage(
      { id: 'catalog.chips.tuitionMax' },
      { amount: amount(intl, query.tuitionMax, currency) },
    );
    chips.push({ key: 'tuitionMax', label, remove: () => remove('tuitionMax') });
  }
  if (query.startFrom) {
    const startFrom = Date.parse(query.startFrom);
    const date = formatSiteDate(intl, startFrom, siteSettings().dateFormat, CALENDAR_DAY_TIME_ZONE);
    const label = intl.formatMessage({ id: 'catalog.chips.startFrom' }, { date });
    chips.push({ key: 'startFrom', label, remove: () => remove('startFrom') });
  }
  return chips;
}

/** One removable chip per chosen value and per typed filter, and clear-all. */
export function ActiveFilterChips({
  query,
  currency,
  onRemove,
  onRemoveParam,
  onClearAll,
}: ActiveFilterChipsProps) {
  const intl = useIntl();
  const chips = [
    ...singleParamChips(intl, query, currency, onRemoveParam),
    ...COURSE_FACETS.flatMap((facet) =>
      (query[facet] ?? []).map((value): Chip => ({
        key: `${facet}:${value}`,
        label: facetValueLabel(intl, facet, value),
        remove: () => onRemove(facet, value),
      })),
    ),
  ];
  if (chips.length === 0) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={intl.formatMessage({ id: 'catalog.chips.label' })}
      role="group"
    >
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={chipClass}
          onClick={chip.remove}
          aria-label={intl.formatMessage({ id: 'catalog.chips.remove' }, { label: chip.label })}
        >
          {chip.content ?? chip.label}
          <CloseIcon className="size-4" />
        </button>
      ))}
      <button
        type="button"
        onClick={onClearAll}
        className="text-sm font-medium text-indigo-700 dark:text-indigo-300 underline-offset-4 hover:underline"
      >
        <FormattedMessage id="catalog.chips.clearAll" />
      </button>
    </div>
  );
}
