import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_SORTS, type CourseSort } from '../../../../../shared/catalog/course-list';
import { type MessageId } from '../../../i18n/messages';

interface SortSelectProps {
  value: CourseSort | undefined;
  onChange: (sort: string) => void;
}

/** The result order; the default (relevance, or the neutral order without a search) is first. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-600">
        <FormattedMessage id="catalog.sort.label" />
      </label>
      <select
        id={id}
        value={value ?? 'relevance'}
        onChange={(event) => onChange(event.target.value === 'relevance' ? '' : event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
      >
        {COURSE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: `catalog.sort.${sort}` as MessageId })}
          </option>
        ))}
      </select>
    </div>
  );
}
