import { type KeyboardEvent, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { courseFilterShape } from '../../../../../shared/catalog/course-list';
import { useFilterDraft } from '../hooks/use-filter-draft';

interface StartDateFilterProps {
  /** The day (YYYY-MM-DD) programs must start on or after. */
  value: string | undefined;
  onApply: (startFrom: string) => void;
}

/**
 * Programs starting on or after a day. The date is applied on blur, Enter or a pause, never while
 * its year is half typed; a cleared field removes the filter.
 */
export function StartDateFilter({ value, onApply }: StartDateFilterProps) {
  const id = useId();
  const { draft, edit, commit } = useFilterDraft({ startFrom: value ?? '' }, ({ startFrom }) => {
    if (startFrom === '' || courseFilterShape.startFrom.safeParse(startFrom).success)
      onApply(startFrom);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <div className="border-b border-slate-200 dark:border-slate-700 py-3">
      <label
        htmlFor={id}
        className="block text-sm font-semibold text-slate-900 dark:text-slate-100"
      >
        <FormattedMessage id="catalog.filter.startFrom" />
      </label>
      <input
        id={id}
        type="date"
        value={draft.startFrom}
        onChange={(event) => edit({ startFrom: event.target.value })}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="mt-2 w-full rounded-md border border-slate-300 dark:border-slate-600 px-2 py-1.5 text-sm"
      />
    </div>
  );
}
