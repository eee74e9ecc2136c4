import { FormattedMessage, useIntl } from 'react-intl';
import { type Slot } from '../../../../../shared/sessions/session-booking';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { fetchSlots } from '../../../data/sessions-api';
import { useRemoteData } from '../../../lib/use-remote-data';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { sessionErrorText } from '../session-error-text';
import { dayBounds } from '../session-days';

interface SlotPickerProps {
  advisorId: string;
  typeId: string;
  day: string;
  timeZone: string;
  advisorTimeZone: string;
  /** Bumped to read the free times again (after a booking lost a race). */
  reload: number;
  selected: string | undefined;
  onSelect(slot: Slot): void;
}

/** The free times of a day of the student's, in their zone with the advisor's clock beside each. */
export function SlotPicker(props: SlotPickerProps) {
  const { advisorId, typeId, day, timeZone, advisorTimeZone, reload, selected, onSelect } = props;
  const intl = useIntl();
  const format = useSiteDateFormat();
  const bounds = dayBounds(day, timeZone);
  const slots = useRemoteData(
    () => fetchSlots({ advisorId, typeId, ...bounds }),
    `${advisorId}:${typeId}:${bounds.from}:${reload}`,
  );
  const sameZone = advisorTimeZone === timeZone;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="sessions.book.time" />
      </legend>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage
          id={sameZone ? 'sessions.book.zoneSame' : 'sessions.book.zones'}
          values={{ zone: timeZone, advisorZone: advisorTimeZone }}
        />
      </p>
      <div className="mt-2">
        {slots.status === 'loading' && <LoadingState messageId="sessions.book.loadingTimes" />}
        {slots.status === 'failed' && <ErrorState message={sessionErrorText(intl, slots.error)} />}
        {slots.status === 'ready' && slots.data.slots.length === 0 && (
          <p className="text-slate-700 dark:text-slate-300">
            <FormattedMessage id="sessions.book.noTimes" />
          </p>
        )}
        {slots.status === 'ready' && slots.data.slots.length > 0 && (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {slots.data.slots.map((slot) => {
              const pressed = slot.start === selected;
              const mine = format.time(slot.start, { timeZone });
              const theirs = format.time(slot.start, { timeZone: advisorTimeZone });
              return (
                <li key={slot.start}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    aria-label={
                      sameZone
                        ? mine
                        : intl.formatMessage(
                            { id: 'sessions.book.slotLabel' },
                            { time: mine, advisorTime: theirs, advisorZone: advisorTimeZone },
                          )
                    }
                    onClick={() => onSelect(slot)}
                    className={`w-full rounded-md border px-2 py-2 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                      pressed
                        ? 'border-indigo-600 bg-indigo-600 text-white'
                        : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
                    }`}
                  >
                    <span className="block font-semibold">{mine}</span>
                    {!sameZone && (
                      <span
                        className={`block text-xs ${pressed ? 'text-indigo-100' : 'text-slate-600 dark:text-slate-300'}`}
                      >
                        {theirs}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
