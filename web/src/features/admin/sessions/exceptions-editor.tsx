import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdvisorSchedule,
  type AvailabilityException,
  exceptionsInputSchema,
} from '../../../../../shared/sessions/advisor-schedule';
import { saveExceptions } from './advisor-sessions-api';
import { EditorSection, inputClass, ScheduleField, smallButton } from './schedule-editor-parts';
import { useScheduleSave } from './use-schedule-save';

interface ExceptionsEditorProps {
  schedule: AdvisorSchedule;
  today: string;
  onSaved(schedule: AdvisorSchedule): void;
}

/** Whole days off (holidays, time off) in the advisor's zone, first to last day. */
export function ExceptionsEditor({ schedule, today, onSaved }: ExceptionsEditorProps) {
  const intl = useIntl();
  const [rows, setRows] = useState<AvailabilityException[]>(schedule.exceptions);
  const { errors, saving, saved, save, formError } = useScheduleSave(
    exceptionsInputSchema,
    saveExceptions,
    onSaved,
  );
  const change = (index: number, patch: Partial<AvailabilityException>) =>
    setRows((list) => list.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <EditorSection
      titleId="admin.sessions.daysOff.title"
      introId="admin.sessions.daysOff.intro"
      saving={saving}
      saved={saved}
      formError={formError}
      onSave={() => void save({ exceptions: rows })}
    >
      {rows.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.sessions.daysOff.empty" />
        </p>
      )}
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li
            key={index}
            className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[9rem_9rem_1fr_auto]"
          >
            <ScheduleField
              labelId="admin.sessions.firstDay"
              path={`exceptions.${index}.startDate`}
              errors={errors}
            >
              {(field) => (
                <input
                  {...field}
                  type="date"
                  className={inputClass}
                  value={row.startDate}
                  onChange={(event) => change(index, { startDate: event.target.value })}
                />
              )}
            </ScheduleField>
            <ScheduleField
              labelId="admin.sessions.lastDay"
              path={`exceptions.${index}.endDate`}
              errors={errors}
            >
              {(field) => (
                <input
                  {...field}
                  type="date"
                  className={inputClass}
                  value={row.endDate}
                  onChange={(event) => change(index, { endDate: event.target.value })}
                />
              )}
            </ScheduleField>
            <ScheduleField
              labelId="admin.sessions.reason"
              path={`exceptions.${index}.reason`}
              errors={errors}
            >
              {(field) => (
                <input
                  {...field}
                  className={inputClass}
                  value={row.reason}
                  onChange={(event) => change(index, { reason: event.target.value })}
                />
              )}
            </ScheduleField>
            <button
              type="button"
              className={smallButton}
              aria-label={intl.formatMessage(
                { id: 'admin.sessions.daysOff.remove' },
                { from: row.startDate, until: row.endDate },
              )}
              onClick={() => setRows((list) => list.filter((_, at) => at !== index))}
            >
              <FormattedMessage id="admin.sessions.remove" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={smallButton}
        onClick={() =>
          setRows((list) => [...list, { startDate: today, endDate: today, reason: '' }])
        }
      >
        <FormattedMessage id="admin.sessions.daysOff.add" />
      </button>
    </EditorSection>
  );
}
