import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ApplicationBoard } from '../../../../../shared/applications/application';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../../../../shared/applications/application-status';

const CONTROL =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

interface BoardFiltersProps {
  status: ApplicationStatus | undefined;
  course: string | undefined;
  search: string;
  board: ApplicationBoard | undefined;
  onChange(change: { status?: ApplicationStatus; course?: string; q?: string }): void;
}

/**
 * The board's filters: the statuses as toggle buttons with their counts (they wrap on a phone),
 * the programme, and a search over student and programme sent on Enter or the button.
 */
export function BoardFilters({ status, course, search, board, onChange }: BoardFiltersProps) {
  const intl = useIntl();
  const [text, setText] = useState(search);
  const total = board
    ? APPLICATION_STATUSES.reduce((sum, name) => sum + board.counts[name], 0)
    : undefined;
  const chip = (value: ApplicationStatus | undefined, label: string, count: number | undefined) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={status === value}
      onClick={() => onChange({ status: value, course, q: search })}
      className={`rounded-full border px-3 py-1 text-sm ${
        status === value
          ? 'border-indigo-600 bg-indigo-600 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
      }`}
    >
      {label}
      {count !== undefined && (
        <span className="ms-1 font-semibold">{intl.formatNumber(count)}</span>
      )}
    </button>
  );
  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'admin.applications.filter.status' })}
        className="flex flex-wrap gap-2"
      >
        {chip(undefined, intl.formatMessage({ id: 'admin.applications.filter.all' }), total)}
        {APPLICATION_STATUSES.map((name) =>
          chip(
            name,
            intl.formatMessage({ id: `applications.status.${name}` }),
            board?.counts[name],
          ),
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          <FormattedMessage id="admin.applications.filter.course" />
          <select
            className={CONTROL}
            value={course ?? ''}
            onChange={(event) =>
              onChange({ status, course: event.target.value || undefined, q: search })
            }
          >
            <option value="">
              {intl.formatMessage({ id: 'admin.applications.filter.anyCourse' })}
            </option>
            {board?.courses.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ status, course, q: text.trim() });
          }}
          className="flex items-end gap-2"
        >
          <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            <FormattedMessage id="admin.applications.filter.search" />
            <input
              type="search"
              className={CONTROL}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="rounded-md bg-indigo-600 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-700"
          >
            <FormattedMessage id="admin.applications.filter.searchSubmit" />
          </button>
        </form>
      </div>
    </div>
  );
}
