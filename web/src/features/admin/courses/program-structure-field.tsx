import { useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CourseFormValues } from './course-form-values';
import { PhraseField } from './phrase-field';
import { type PhraseChoice } from './phrase-vocabulary';

interface ProgramStructureFieldProps {
  control: Control<CourseFormValues, unknown, unknown>;
  stageChoices: readonly PhraseChoice[];
  moduleChoices: readonly PhraseChoice[];
}

const ADD =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

function StageModules({
  control,
  stage,
  choices,
}: {
  control: Control<CourseFormValues, unknown, unknown>;
  stage: number;
  choices: readonly PhraseChoice[];
}) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `programStructure.${stage}.modules`,
  });
  return (
    <div className="space-y-2 ps-4">
      {fields.map((item, index) => (
        <PhraseField
          key={item.id}
          control={control}
          name={`programStructure.${stage}.modules.${index}`}
          label={intl.formatMessage(
            { id: 'admin.courses.form.module' },
            { stage: stage + 1, number: index + 1 },
          )}
          choices={choices}
          onRemove={() => remove(index)}
        />
      ))}
      <button type="button" className={ADD} onClick={() => append({ key: '' })}>
        <FormattedMessage id="admin.courses.form.addModule" values={{ stage: stage + 1 }} />
      </button>
    </div>
  );
}

/** The program's stages (years, semesters, blocks), each with its modules. */
export function ProgramStructureField({
  control,
  stageChoices,
  moduleChoices,
}: ProgramStructureFieldProps) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control, name: 'programStructure' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="admin.courses.field.programStructure" />
      </legend>
      {fields.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="admin.courses.form.noItems" />
        </p>
      )}
      {fields.map((item, index) => (
        <div key={item.id} className="space-y-2">
          <PhraseField
            control={control}
            name={`programStructure.${index}.title`}
            label={intl.formatMessage({ id: 'admin.courses.form.stage' }, { number: index + 1 })}
            choices={stageChoices}
            onRemove={() => remove(index)}
          />
          <StageModules control={control} stage={index} choices={moduleChoices} />
        </div>
      ))}
      <button
        type="button"
        className={ADD}
        onClick={() => append({ title: { key: '' }, modules: [] })}
      >
        <FormattedMessage id="admin.courses.form.addStage" />
      </button>
    </fieldset>
  );
}
