import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  advisorRescheduleSchema,
  type SessionView,
} from '../../../../../shared/sessions/session-booking';
import { addDays, localDateOf, zonedInstant } from '../../../../../shared/sessions/zoned-time';
import { callErrorText } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { AdminDialog, DialogActions } from '../dialogs/admin-dialog';
import { formMessageId } from '../forms/form-messages';
import { fetchOwnFreeTimes, rescheduleBookedSession } from './advisor-sessions-api';
import { saveButton, smallButton } from './schedule-editor-parts';

const field =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

interface AdvisorRescheduleDialogProps {
  session: SessionView;
  /** The advisor's zone: days and times are chosen on their clock. */
  timeZone: string;
  onClose(): void;
  onMoved(): void;
}

/**
 * Moving a session to another free time of the advisor's (issue 15 item 1): a day of their
 * calendar, then one of its free times, with the student's time beside it. The student is told.
 */
export function AdvisorRescheduleDialog(props: AdvisorRescheduleDialogProps) {
  const { session, timeZone, onClose, onMoved } = props;
  const intl = useIntl();
  const format = useSiteDateFormat();
  const dayId = useId();
  const timeId = useId();
  const errorId = useId();
  const [day, setDay] = useState(() => localDateOf(new Date(session.start), timeZone));
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const free = useRemoteData(
    () =>
      validDay
        ? fetchOwnFreeTimes({
            advisorId: session.advisorId,
            typeId: session.typeId,
            from: zonedInstant(day, 0, timeZone).toISOString(),
            to: zonedInstant(addDays(day, 1), 0, timeZone).toISOString(),
          })
        : Promise.resolve({ advisorTimeZone: timeZone, slots: [] }),
    `${session.id}:${day}`,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = advisorRescheduleSchema.safeParse({ start });
    if (!checked.success) {
      setProblem(intl.formatMessage({ id: 'admin.sessions.reschedule.chooseTime' }));
      return;
    }
    setSending(true);
    try {
      await rescheduleBookedSession(session.id, checked.data);
      onMoved();
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setProblem(intl.formatMessage({ id: formMessageId(text) }));
    } finally {
      setSending(false);
    }
  };

  const timeLabel = (slotStart: string) =>
    intl.formatMessage(
      { id: 'admin.sessions.reschedule.option' },
      {
        time: format.time(slotStart, { timeZone }),
        studentTime: format.time(slotStart, { timeZone: session.studentTimeZone }),
        zone: session.studentTimeZone,
      },
    );

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={intl.formatMessage(
        { id: 'admin.sessions.reschedule.title' },
        { student: session.studentName },
      )}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage
            id="admin.sessions.reschedule.current"
            values={{
              type: session.typeName,
              time: format.dateTime(session.start, { timeZone }),
              zone: timeZone,
            }}
          />
        </p>
        <div>
          <label htmlFor={dayId} className="block text-sm font-medium">
            <FormattedMessage id="admin.sessions.reschedule.day" />
          </label>
          <input
            id={dayId}
            type="date"
            required
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setStart('');
            }}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={timeId} className="block text-sm font-medium">
            <FormattedMessage id="admin.sessions.reschedule.time" values={{ zone: timeZone }} />
          </label>
          {free.status === 'loading' && (
            <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage id="admin.sessions.reschedule.loading" />
            </p>
          )}
          {free.status === 'failed' && (
            <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {callErrorText(free.error, (id) => intl.formatMessage({ id }))}
            </p>
          )}
          {free.status === 'ready' && (
            <select
              id={timeId}
              required
              value={start}
              onChange={(event) => setStart(event.target.value)}
              aria-invalid={problem !== undefined && start === ''}
              aria-describedby={problem ? errorId : undefined}
              className={field}
            >
              <option value="">
                {intl.formatMessage({
                  id:
                    free.data.slots.length === 0
                      ? 'admin.sessions.reschedule.none'
                      : 'admin.sessions.reschedule.pick',
                })}
              </option>
              {free.data.slots.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {timeLabel(slot.start)}
                </option>
              ))}
            </select>
          )}
        </div>
        {problem && (
          <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        <DialogActions>
          <button type="button" className={smallButton} onClick={onClose}>
            <FormattedMessage id="admin.sessions.reschedule.keep" />
          </button>
          <button type="submit" className={saveButton} disabled={sending}>
            <FormattedMessage id="admin.sessions.reschedule.submit" />
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
