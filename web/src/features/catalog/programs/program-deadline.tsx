import { FormattedMessage, useIntl } from 'react-intl';
import { localDateOf } from '../../../../../shared/sessions/zoned-time';

const DAY_MS = 86_400_000;

/** Whole calendar days of `timeZone` from `now` to `deadline`; negative once passed. */
export function daysLeftIn(deadline: string, timeZone: string, now: Date): number {
  const day = (at: Date) => Date.parse(`${localDateOf(at, timeZone)}T00:00:00Z`);
  return Math.round((day(new Date(deadline)) - day(now)) / DAY_MS);
}

/**
 * A programme's application deadline on the student's own clock: the day and time in their
 * zone (named), and the days left counted in that zone, or that it has passed.
 */
export function ProgramDeadline({ deadline, timeZone }: { deadline: string; timeZone: string }) {
  const intl = useIntl();
  const now = new Date();
  const passed = Date.parse(deadline) < now.getTime();
  const days = daysLeftIn(deadline, timeZone, now);
  return (
    <span>
      <time dateTime={deadline}>
        {intl.formatDate(deadline, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
      </time>{' '}
      <span className="text-slate-500 dark:text-slate-400">({timeZone})</span>{' '}
      <span
        className={
          passed ? 'text-rose-700 dark:text-rose-300' : 'text-slate-600 dark:text-slate-300'
        }
      >
        {passed ? (
          <FormattedMessage id="catalog.deadline.passed" />
        ) : (
          <FormattedMessage id="catalog.deadline.daysLeft" values={{ days: Math.max(days, 0) }} />
        )}
      </span>
    </span>
  );
}
