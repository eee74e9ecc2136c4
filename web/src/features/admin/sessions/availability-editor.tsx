import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdvisorSchedule,
  availabilityInputSchema,
  WEEKDAYS,
  type WeeklyWindow,
} from '../../../../../shared/sessions/advisor-schedule';
import { saveAvailability } from './advisor-sessions-api';
import { EditorSection, inputClass, ScheduleField, smallButton } from './schedule-editor-parts';
import { useScheduleSave } from './use-schedule-save';

const ZONES = Intl.supportedValuesOf('timeZone');
/** A Sunday, so `WEEKDAY_DATE(n)` falls on weekday n, for naming days in the admin's language. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2026, 0, 4 + weekday, 12));

interface AvailabilityEditorProps {
  schedule: AdvisorSchedule;
  onSaved(schedule: AdvisorSchedule): void;
}

/** The advisor's weekly hours as wall-clock times of their own zone, and their meeting link. */
export function AvailabilityEditor({ schedule, onSaved }: AvailabilityEditorProps) {
  const intl = useIntl();
  const [timeZone, setTimeZone] = useState(schedule.timeZone);
  const [meetingUrl, setMeetingUrl] = useState(schedule.meetingUrl);
  const [weekly, setWeekly] = useState<WeeklyWindow[]>(schedule.weekly);
  const { errors, saving, saved, save, formError } = useScheduleSave(
    availabilityInputSchema,
    saveAvailability,
    onSaved,
  );
  const change = (index: number, patch: Partial<WeeklyWindow>) =>
    setWeekly((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const dayName = (weekday: number) =>
    intl.formatDate(weekdayDate(weekday), { weekday: 'long', timeZone: 'UTC' });

  return (
    <EditorSection
      titleId="admin.sessions.hours.title"
      introId="admin.sessions.hours.intro"
      saving={saving}
      saved={saved}
      formError={formError}
      onSave={() => void save({ timeZone, weekly, meetingUrl })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <ScheduleField labelId="admin.sessions.timeZone" path="timeZone" errors={errors}>
          {(field) => (
            <>
              <input
                {...field}
                className={inputClass}
                list="advisor-time-zones"
                value={timeZone}
                onChange={(event) => setTimeZone(event.target.value)}
              />
              <datalist id="advisor-time-zones">
                {ZONES.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </>
          )}
        </ScheduleField>
        <ScheduleField labelId="admin.sessions.meetingUrl" path="meetingUrl" errors={errors}>
          {(field) => (
            <input
              {...field}
              type="url"
              className={inputClass}
              value={meetingUrl}
              onChange={(event) => setMeetingUrl(event.target.value)}
            />
          )}
        </ScheduleField>
      </div>
      {weekly.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.sessions.hours.empty" />
        </p>
      )}
      <ul className="space-y-2">
        {weekly.map((row, index) => (
          <li
            key={index}
            className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_8rem_8rem_auto]"
          >
            <ScheduleField
              labelId="admin.sessions.weekday"
              path={`weekly.${index}.weekday`}
              errors={errors}
            >
              {(field) => (
                <select
                  {...field}
                  className={inputClass}
                  value={row.weekday}
                  onChange={(event) => change(index, { weekday: Number(event.target.value) })}
                >
                  {WEEKDAYS.map((weekday) => (
                    <option key={weekday} value={weekday}>
                      {dayName(weekday)}
                    </option>
                  ))}
                </select>
              )}
            </ScheduleField>
            <ScheduleField
              labelId="admin.sessions.from"
              path={`weekly.${index}.start`}
              errors={errors}
            >
              {(field) => (
                <input
                  {...field}
                  type="time"
                  className={inputClass}
                  value={row.start}
                  onChange={(event) => change(index, { start: event.target.value })}
                />
              )}
            </ScheduleField>
            <ScheduleField
              labelId="admin.sessions.until"
              path={`weekly.${index}.end`}
              errors={errors}
            >
              {(field) => (
                <input
                  {...field}
                  className={inputClass}
                  inputMode="numeric"
                  placeholder="17:00"
                  value={row.end}
                  onChange={(event) => change(index, { end: event.target.value })}
                />
              )}
            </ScheduleField>
            <button
              type="button"
              className={smallButton}
              aria-label={intl.formatMessage(
                { id: 'admin.sessions.hours.remove' },
                { day: dayName(row.weekday), from: row.start, until: row.end },
              )}
              onClick={() => setWeekly((rows) => rows.filter((_, at) => at !== index))}
            >
              <FormattedMessage id="admin.sessions.remove" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={smallButton}
        onClick={() => setWeekly((rows) => [...rows, { weekday: 1, start: '09:00', end: '17:00' }])}
      >
        <FormattedMessage id="admin.sessions.hours.add" />
      </button>
    </EditorSection>
  );
}
