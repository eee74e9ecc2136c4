import { FormattedMessage, useIntl } from 'react-intl';
import { addDays } from '../../../../../shared/sessions/zoned-time';
import { DAYS_PER_PAGE, MAX_DAY_PAGES, dayValue, daysFrom } from '../session-days';

interface DayPickerProps {
  /** The first day that can be chosen (today in the student's zone). */
  today: string;
  page: number;
  onPage(page: number): void;
  selected: string | undefined;
  onSelect(day: string): void;
}

const dayButton =
  'flex min-w-16 flex-col items-center rounded-lg border px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const pagerButton =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/** A week of days at a time, in the student's calendar; each day a toggle button. */
export function DayPicker({ today, page, onPage, selected, onSelect }: DayPickerProps) {
  const intl = useIntl();
  const days = daysFrom(addDays(today, page * DAYS_PER_PAGE), DAYS_PER_PAGE);
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    intl.formatDate(dayValue(day), { ...options, timeZone: 'UTC' });
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="sessions.book.day" />
      </legend>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
        {days.map((day) => {
          const pressed = day === selected;
          return (
            <li key={day}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={format(day, { dateStyle: 'full' })}
                onClick={() => onSelect(day)}
                className={`${dayButton} ${
                  pressed
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
                }`}
              >
                <span>{format(day, { weekday: 'short' })}</span>
                <span className="text-base font-semibold">{format(day, { day: 'numeric' })}</span>
                <span>{format(day, { month: 'short' })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex justify-between gap-2">
        <button
          type="button"
          className={pagerButton}
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        >
          <FormattedMessage id="sessions.book.earlierDays" />
        </button>
        <button
          type="button"
          className={pagerButton}
          disabled={page >= MAX_DAY_PAGES - 1}
          onClick={() => onPage(page + 1)}
        >
          <FormattedMessage id="sessions.book.laterDays" />
        </button>
      </div>
    </fieldset>
  );
}
