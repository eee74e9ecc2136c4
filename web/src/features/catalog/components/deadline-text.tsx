import { FormattedMessage } from 'react-intl';
import { CalendarDay } from '../../../components/calendar-day';

const DAY_MS = 86_400_000;

/** Whole days from today (UTC) to `isoDate`; negative once passed. */
export function daysUntil(isoDate: string, now: Date = new Date()): number {
  const today = Math.floor(now.getTime() / DAY_MS);
  return Math.floor(Date.parse(isoDate) / DAY_MS) - today;
}

/** The application deadline with the days left, or that it has passed. */
export function DeadlineText({ deadline }: { deadline: string }) {
  const days = daysUntil(deadline);
  return (
    <span>
      <CalendarDay value={deadline} />{' '}
      <span
        className={
          days < 0 ? 'text-rose-700 dark:text-rose-300' : 'text-slate-500 dark:text-slate-400'
        }
      >
        {days < 0 ? (
          <FormattedMessage id="catalog.deadline.passed" />
        ) : (
          <FormattedMessage id="catalog.deadline.daysLeft" values={{ days }} />
        )}
      </span>
    </span>
  );
}
