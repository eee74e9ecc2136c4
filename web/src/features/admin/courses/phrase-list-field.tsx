import { useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { type CourseFormValues } from './course-form-values';
import { PhraseField } from './phrase-field';
import { type PhraseChoice } from './phrase-vocabulary';

type PhraseListName = 'requirements' | 'careerOpportunities' | 'tags';

interface PhraseListFieldProps {
  control: Control<CourseFormValues, unknown, unknown>;
  name: PhraseListName;
  legendId: MessageId;
  /** One item's name, with its position: "Requirement {number}". */
  itemId: MessageId;
  choices: readonly PhraseChoice[];
}

const ADD =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/** A list of catalogue phrases (requirements, careers, tags): add, choose, remove. */
export function PhraseListField({
  control,
  name,
  legendId,
  itemId,
  choices,
}: PhraseListFieldProps) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={legendId} />
      </legend>
      {fields.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="admin.courses.form.noItems" />
        </p>
      )}
      {fields.map((item, index) => (
        <PhraseField
          key={item.id}
          control={control}
          name={`${name}.${index}`}
          label={intl.formatMessage({ id: itemId }, { number: index + 1 })}
          choices={choices}
          onRemove={() => remove(index)}
        />
      ))}
      <button type="button" className={ADD} onClick={() => append({ key: '' })}>
        <FormattedMessage id="admin.courses.form.add" />
      </button>
    </fieldset>
  );
}
