import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import {
  type AdvisorSchedule,
  type SessionType,
  sessionTypesInputSchema,
} from '../../../../../shared/sessions/advisor-schedule';
import { saveSessionTypes } from './advisor-sessions-api';
import { EditorSection, inputClass, ScheduleField, smallButton } from './schedule-editor-parts';
import { type FieldErrors } from './schedule-form-errors';
import { useScheduleSave } from './use-schedule-save';

type MessageId = NonNullable<MessageDescriptor['id']>;
type NumberField =
  'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minimumNoticeHours';

const NUMBER_FIELDS: readonly { name: NumberField; labelId: MessageId; step: number }[] = [
  { name: 'durationMinutes', labelId: 'admin.sessions.types.duration', step: 15 },
  { name: 'bufferBeforeMinutes', labelId: 'admin.sessions.types.bufferBefore', step: 5 },
  { name: 'bufferAfterMinutes', labelId: 'admin.sessions.types.bufferAfter', step: 5 },
  { name: 'minimumNoticeHours', labelId: 'admin.sessions.types.notice', step: 1 },
];

/** A new type's id: stable across renames, so bookings keep naming their type. */
const newTypeId = () => `type-${crypto.randomUUID().slice(0, 8)}`;

interface TypeRowProps {
  type: SessionType;
  index: number;
  errors: FieldErrors;
  onChange(patch: Partial<SessionType>): void;
  onRemove(): void;
}

function SessionTypeRow({ type, index, errors, onChange, onRemove }: TypeRowProps) {
  const intl = useIntl();
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <ScheduleField
        labelId="admin.sessions.types.name"
        path={`types.${index}.name`}
        errors={errors}
      >
        {(field) => (
          <input
            {...field}
            className={inputClass}
            value={type.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </ScheduleField>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {NUMBER_FIELDS.map(({ name, labelId, step }) => (
          <ScheduleField
            key={name}
            labelId={labelId}
            path={`types.${index}.${name}`}
            errors={errors}
          >
            {(field) => (
              <input
                {...field}
                type="number"
                min={0}
                step={step}
                className={inputClass}
                value={Number.isNaN(type[name]) ? '' : type[name]}
                onChange={(event) =>
                  onChange({ [name]: event.target.valueAsNumber } as Partial<SessionType>)
                }
              />
            )}
          </ScheduleField>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          className="size-4"
          checked={type.requiresConfirmation}
          onChange={(event) => onChange({ requiresConfirmation: event.target.checked })}
        />
        <FormattedMessage id="admin.sessions.types.requiresConfirmation" />
      </label>
      <button
        type="button"
        className={smallButton}
        aria-label={intl.formatMessage({ id: 'admin.sessions.types.remove' }, { name: type.name })}
        onClick={onRemove}
      >
        <FormattedMessage id="admin.sessions.remove" />
      </button>
    </li>
  );
}

/** The session types students choose from: name, length, buffers, minimum notice. */
export function SessionTypesEditor({
  schedule,
  onSaved,
}: {
  schedule: AdvisorSchedule;
  onSaved(schedule: AdvisorSchedule): void;
}) {
  const intl = useIntl();
  const [types, setTypes] = useState<SessionType[]>(schedule.types);
  const { errors, saving, saved, save, formError } = useScheduleSave(
    sessionTypesInputSchema,
    saveSessionTypes,
    onSaved,
  );
  return (
    <EditorSection
      titleId="admin.sessions.types.title"
      introId="admin.sessions.types.intro"
      saving={saving}
      saved={saved}
      formError={formError}
      onSave={() => void save({ types })}
    >
      {types.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.sessions.types.empty" />
        </p>
      )}
      <ul className="space-y-3">
        {types.map((type, index) => (
          <SessionTypeRow
            key={type.id}
            type={type}
            index={index}
            errors={errors}
            onChange={(patch) =>
              setTypes((list) => list.map((row, at) => (at === index ? { ...row, ...patch } : row)))
            }
            onRemove={() => setTypes((list) => list.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      <button
        type="button"
        className={smallButton}
        onClick={() =>
          setTypes((list) => [
            ...list,
            {
              id: newTypeId(),
              name: intl.formatMessage({ id: 'admin.sessions.types.newName' }),
              durationMinutes: 30,
              bufferBeforeMinutes: 0,
              bufferAfterMinutes: 10,
              minimumNoticeHours: 24,
              requiresConfirmation: false,
            },
          ])
        }
      >
        <FormattedMessage id="admin.sessions.types.add" />
      </button>
    </EditorSection>
  );
}
