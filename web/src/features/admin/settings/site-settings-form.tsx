import { useMemo } from 'react';
import { type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CURRENCIES } from '../../../../../shared/catalog/currencies';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { DEFAULT_TIME_ZONE } from '../../../../../shared/preferences/display-preferences';
import {
  siteSettingsUpdateSchema,
  type SiteSettingsUpdate,
} from '../../../../../shared/site-settings/site-settings-schema';
import {
  DATE_FORMATS,
  TIME_FORMATS,
  type SiteSettings,
} from '../../../../../shared/site-settings/site-settings-values';
import { currencyName } from '../../../lib/display-names';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { DescriptionFields } from './description-fields';
import { dateExample, timeExample } from './format-examples';
import { saveSiteSettings } from './site-settings-api';

/** The form's values: the stored fields and the revision they were read at. */
function valuesOf({ logo: _logo, favicon: _favicon, updatedAt: _at, ...fields }: SiteSettings) {
  return fields;
}

/** The runtime's IANA zones, UTC first. */
function timeZones(): string[] {
  return [
    DEFAULT_TIME_ZONE,
    ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE),
  ];
}

interface SiteSettingsFormProps {
  settings: SiteSettings;
  onSaved(settings: SiteSettings): void;
  /** Reports a refused save that no field explains (e.g. someone else saved first). */
  onError(error: unknown): void;
}

/** Title, descriptions, visitor defaults and formats, saved at once against their revision. */
export function SiteSettingsForm({ settings, onSaved, onError }: SiteSettingsFormProps) {
  const intl = useIntl();
  const form = useAdminForm(siteSettingsUpdateSchema, valuesOf(settings));
  const control = form.control as unknown as Control<SiteSettingsUpdate, unknown, unknown>;
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveSiteSettings({ ...values, revision: settings.revision });
      form.reset(valuesOf(saved));
      onSaved(saved);
    } catch (error) {
      if (!form.showServerIssues(error)) onError(error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <FormTextField
        control={control}
        name="title"
        labelId="admin.settings.field.title"
        hintId="admin.settings.field.titleHint"
      />
      <DescriptionFields control={control} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">
          <FormattedMessage id="admin.settings.visitorDefaults" />
        </legend>
        <FormSelectField
          control={control}
          name="defaultLanguage"
          labelId="admin.settings.field.defaultLanguage"
          hintId="admin.settings.field.defaultLanguageHint"
          options={LANGUAGES.map((language) => ({
            value: language.code,
            label: language.nativeName,
          }))}
        />
        <FormSelectField
          control={control}
          name="defaultCurrency"
          labelId="admin.settings.field.defaultCurrency"
          options={CURRENCIES.map((code) => ({
            value: code,
            label: `${code} · ${currencyName(code, intl.locale)}`,
          }))}
        />
        <FormSelectField
          control={control}
          name="timeZone"
          labelId="admin.settings.field.timeZone"
          options={zones}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">
          <FormattedMessage id="admin.settings.formats" />
        </legend>
        <FormSelectField
          control={control}
          name="dateFormat"
          labelId="admin.settings.field.dateFormat"
          options={DATE_FORMATS.map((format) => ({
            value: format,
            label: dateExample(intl, format),
          }))}
        />
        <FormSelectField
          control={control}
          name="timeFormat"
          labelId="admin.settings.field.timeFormat"
          options={TIME_FORMATS.map((format) => ({
            value: format,
            label: timeExample(intl, format),
          }))}
        />
      </fieldset>
      <button
        type="submit"
        className={DIALOG_BUTTON.primary}
        disabled={form.formState.isSubmitting}
      >
        <FormattedMessage id="admin.settings.save" />
      </button>
    </form>
  );
}
