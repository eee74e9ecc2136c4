import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_SORTS, type CourseSort } from '../../../../../shared/catalog/course-list';
import { type MessageId } from '../../../i18n/messages';

interface SortSelectProps {
  value: CourseSort | undefined;
  onChange: (sort: string) => void;
}

const TUITION_SORTS: readonly (CourseSort | undefined)[] = ['tuition_asc', 'tuition_desc'];

/**
 * The result order; the default, best match, is first (without search words: open applications
 * first, the nearest deadline first). A tuition order says which amount it compares.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = useId();
  const byTuition = TUITION_SORTS.includes(value);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={id} className="text-slate-600 dark:text-slate-300">
          <FormattedMessage id="catalog.sort.label" />
        </label>
        <select
          id={id}
          value={value ?? 'relevance'}
          aria-describedby={byTuition ? hintId : undefined}
          onChange={(event) =>
            onChange(event.target.value === 'relevance' ? '' : event.target.value)
          }
          className="max-w-40 min-w-0 rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-2 py-1.5 sm:max-w-none"
        >
          {COURSE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: `catalog.sort.${sort}` as MessageId })}
            </option>
          ))}
        </select>
      </div>
      {byTuition && (
        <p
          id={hintId}
          className="max-w-64 self-end text-end text-xs text-slate-600 dark:text-slate-300"
        >
          <FormattedMessage id="catalog.sort.tuitionHint" />
        </p>
      )}
    </div>
  );
}
