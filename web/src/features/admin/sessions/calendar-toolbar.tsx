import { FormattedMessage, useIntl } from 'react-intl';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-range';
import { smallButton } from './schedule-editor-parts';

const pressed =
  'aria-pressed:border-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white dark:aria-pressed:bg-indigo-500';

interface CalendarToolbarProps {
  view: CalendarView;
  onView(view: CalendarView): void;
  onStep(direction: -1 | 1): void;
  onToday(): void;
  /** The days shown, announced when they change. */
  rangeLabel: string;
}

/** Day or week, then back, today and forward; buttons only, so the keyboard needs nothing more. */
export function CalendarToolbar({
  view,
  onView,
  onStep,
  onToday,
  rangeLabel,
}: CalendarToolbarProps) {
  const intl = useIntl();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'admin.sessions.calendar.view' })}
          className="flex gap-1"
        >
          {CALENDAR_VIEWS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              aria-pressed={view === candidate}
              className={`${smallButton} ${pressed}`}
              onClick={() => onView(candidate)}
            >
              <FormattedMessage id={`admin.sessions.calendar.view.${candidate}`} />
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-1">
          <button type="button" className={smallButton} onClick={() => onStep(-1)}>
            <FormattedMessage
              id={
                view === 'day'
                  ? 'admin.sessions.calendar.previousDay'
                  : 'admin.sessions.calendar.previous'
              }
            />
          </button>
          <button type="button" className={smallButton} onClick={onToday}>
            <FormattedMessage id="admin.sessions.calendar.today" />
          </button>
          <button type="button" className={smallButton} onClick={() => onStep(1)}>
            <FormattedMessage
              id={
                view === 'day' ? 'admin.sessions.calendar.nextDay' : 'admin.sessions.calendar.next'
              }
            />
          </button>
        </div>
      </div>
      <p aria-live="polite" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {rangeLabel}
      </p>
    </div>
  );
}
