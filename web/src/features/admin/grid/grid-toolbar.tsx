import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GRID_SEARCH_MAX_LENGTH } from '../../../../../shared/admin/grid-query';
import { SearchIcon } from '../../../components/icons/search-icon';
import { SiteDate } from '../../../components/site-date';

const CONTROL =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

/** The row of controls above a grid: the search box and the grid's filters. */
export function GridToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-3 flex flex-wrap items-end gap-3">{children}</div>;
}

interface GridSearchProps {
  /** The search in the address. */
  value: string;
  onSearch(q: string): void;
  /** What the box searches in, e.g. "Search by name or email". */
  label: string;
}

/** A search box that searches when submitted (Enter or the button), not on every key. */
export function GridSearch({ value, onSearch, label }: GridSearchProps) {
  const id = useId();
  const [draft, setDraft] = useState({ from: value, text: value });
  // The address changed elsewhere (back button, a link): show its search.
  const text = draft.from === value ? draft.text : value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 grow basis-64 items-end gap-2">
      <div className="min-w-0 grow">
        <label
          htmlFor={id}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={GRID_SEARCH_MAX_LENGTH}
          onChange={(event) => setDraft({ from: value, text: event.target.value })}
          className={`mt-1 block w-full ${CONTROL}`}
        />
      </div>
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-md bg-indigo-600 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-700"
      >
        <SearchIcon className="size-4" />
        <FormattedMessage id="admin.grid.search" />
      </button>
    </form>
  );
}

interface GridFilterProps<Value extends string> {
  label: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange(value: Value | undefined): void;
}

/** One filter: a select whose first choice, "All", turns it off. */
export function GridFilter<Value extends string>({
  label,
  value,
  options,
  onChange,
}: GridFilterProps<Value>) {
  const id = useId();
  const intl = useIntl();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
        className={`mt-1 block ${CONTROL}`}
      >
        <option value="">{intl.formatMessage({ id: 'admin.grid.filterAll' })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface GridDayFilterProps {
  label: string;
  /** The UTC day in the address (YYYY-MM-DD). */
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** One end of a date range: a date field whose empty value turns it off. */
export function GridDayFilter({ label, value, onChange }: GridDayFilterProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={`mt-1 block ${CONTROL}`}
      />
    </div>
  );
}

interface GridInstantFilterProps {
  /** What the moment bounds, e.g. "Received from". */
  label: string;
  /** The moment in the address (UTC ISO), set by a link such as the dashboard's. */
  value: string | undefined;
  onClear(): void;
}

/**
 * A filter by a moment that arrives in the address (the dashboard's "today" starts at the admin's
 * midnight): shown in the admin's time zone so the list never hides rows silently, and removable.
 */
export function GridInstantFilter({ label, value, onClear }: GridInstantFilterProps) {
  const intl = useIntl();
  if (!value) return null;
  const moment = <SiteDate value={value} withTime />;
  return (
    <div className="flex items-center gap-2 self-end rounded-md border border-indigo-200 bg-indigo-50 py-1 ps-3 pe-1 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
      <span>
        {label}: {moment}
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={intl.formatMessage({ id: 'admin.grid.removeFilter' }, { filter: label })}
        className="rounded px-2 py-0.5 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-indigo-900"
      >
        ×
      </button>
    </div>
  );
}
