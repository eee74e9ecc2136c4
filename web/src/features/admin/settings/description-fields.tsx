import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { LANGUAGES, type Language } from '../../../../../shared/i18n/languages';
import { type SiteSettingsUpdate } from '../../../../../shared/site-settings/site-settings-schema';
import { controlClass, describedBy } from '../forms/form-field-frame';
import { formMessageId } from '../forms/form-messages';

type SettingsControl = Control<SiteSettingsUpdate, unknown, unknown>;

function DescriptionField({ control, language }: { control: SettingsControl; language: Language }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: `description.${language.code}` });
  const error = fieldState.error?.message;
  const props = {
    id,
    rows: 2,
    name: field.name,
    ref: field.ref,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    lang: language.code,
    dir: 'auto',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, false, Boolean(error)),
    className: controlClass(Boolean(error)),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage
          id="admin.settings.field.descriptionIn"
          values={{ language: <span lang={language.code}>{language.nativeName}</span> }}
        />
      </label>
      <textarea {...props} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={formMessageId(error)} />
        </p>
      )}
    </div>
  );
}

/** The meta description in each of the six languages; English is required. */
export function DescriptionFields({ control }: { control: SettingsControl }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">
        <FormattedMessage id="admin.settings.descriptions" />
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="admin.settings.descriptionsHint" />
      </p>
      {LANGUAGES.map((language) => (
        <DescriptionField key={language.code} control={control} language={language} />
      ))}
    </fieldset>
  );
}
