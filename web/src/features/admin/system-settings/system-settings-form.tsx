import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type SystemSettings,
  updateSystemSettingsSchema,
} from '../../../../../shared/system-settings/system-settings';
import { ApiCallError } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { ROLES } from '../../../../../shared/auth/roles';
import { BooleanSelectField } from '../flags/boolean-select-field';
import { flagErrorText } from '../flags/flag-error-text';
import { FormCheckboxGroup } from '../forms/form-checkbox-group';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { saveSystemSettings } from './system-settings-api';

interface SystemSettingsFormProps {
  settings: SystemSettings;
  /** Whether `settings` is what this screen just saved (the form then says so). */
  justSaved: boolean;
  onSaved(settings: SystemSettings): void;
  /** Loads the settings again (after someone else saved meanwhile). */
  onReload(): void;
}

function Group({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-base font-semibold">
        <FormattedMessage id={titleId} />
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Empty number fields mean "no limit"; the form edits text, the schema makes it numbers. */
const text = (value: number | null) => (value === null ? '' : String(value));

/** The settings' form: each group of spec §3's platform settings, validated by the shared schema. */
export function SystemSettingsForm({
  settings,
  justSaved,
  onSaved,
  onReload,
}: SystemSettingsFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const [stale, setStale] = useState(false);
  const form = useAdminForm(updateSystemSettingsSchema, {
    ...settings,
    sessionTimeoutMinutes: text(settings.sessionTimeoutMinutes),
    corsOrigins: settings.corsOrigins.join('\n'),
    rateLimitPerMinute: text(settings.rateLimitPerMinute),
    rateLimitPerHour: text(settings.rateLimitPerHour),
    rateLimitPerDay: text(settings.rateLimitPerDay),
    responseTimeoutSeconds: text(settings.responseTimeoutSeconds),
    passwordExpiryDays: text(settings.passwordExpiryDays),
    maxConcurrentSessions: text(settings.maxConcurrentSessions),
  });
  const submit = form.handleSubmit(async (input) => {
    setFailure(undefined);
    setStale(false);
    try {
      onSaved(await saveSystemSettings(input));
    } catch (error) {
      if (form.showServerIssues(error)) return;
      setStale(error instanceof ApiCallError && error.statusCode === 409);
      setFailure(flagErrorText(intl, error));
    }
  });
  const number = (name: Parameters<typeof form.register>[0], labelId: MessageId) => (
    <FormTextField
      control={form.control}
      name={name}
      labelId={labelId}
      hintId={`${labelId}Hint` as MessageId}
      type="number"
    />
  );
  const toggle = (name: Parameters<typeof form.register>[0], labelId: MessageId) => (
    <BooleanSelectField control={form.control} name={name} labelId={labelId} />
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Group titleId="admin.systemSettings.group.sessions">
        {number('sessionTimeoutMinutes', 'admin.systemSettings.field.sessionTimeoutMinutes')}
        {number('maxConcurrentSessions', 'admin.systemSettings.field.maxConcurrentSessions')}
        {number('maxLoginAttempts', 'admin.systemSettings.field.maxLoginAttempts')}
        {number('lockoutMinutes', 'admin.systemSettings.field.lockoutMinutes')}
      </Group>
      <Group titleId="admin.systemSettings.group.passwords">
        {number('passwordMinLength', 'admin.systemSettings.field.passwordMinLength')}
        {number('passwordExpiryDays', 'admin.systemSettings.field.passwordExpiryDays')}
        {toggle('passwordRequireUppercase', 'admin.systemSettings.field.passwordRequireUppercase')}
        {toggle('passwordRequireLowercase', 'admin.systemSettings.field.passwordRequireLowercase')}
        {toggle('passwordRequireNumber', 'admin.systemSettings.field.passwordRequireNumber')}
        {toggle('passwordRequireSpecial', 'admin.systemSettings.field.passwordRequireSpecial')}
      </Group>
      <Group titleId="admin.systemSettings.group.twoFactor">
        <div className="sm:col-span-2">
          <FormCheckboxGroup
            control={form.control}
            name="twoFactorRequiredRoles"
            legendId="admin.systemSettings.field.twoFactorRequiredRoles"
            options={ROLES.map((role) => ({
              value: role,
              label: intl.formatMessage({ id: `admin.users.role.${role}` }),
            }))}
          />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <FormattedMessage id="admin.systemSettings.field.twoFactorRequiredRolesHint" />
          </p>
        </div>
      </Group>
      <Group titleId="admin.systemSettings.group.api">
        {toggle('publicApiEnabled', 'admin.systemSettings.field.publicApiEnabled')}
        {toggle('requireHttps', 'admin.systemSettings.field.requireHttps')}
        {number('rateLimitPerMinute', 'admin.systemSettings.field.rateLimitPerMinute')}
        {number('rateLimitPerHour', 'admin.systemSettings.field.rateLimitPerHour')}
        {number('rateLimitPerDay', 'admin.systemSettings.field.rateLimitPerDay')}
        {number('responseTimeoutSeconds', 'admin.systemSettings.field.responseTimeoutSeconds')}
        <div className="sm:col-span-2">
          <FormTextField
            control={form.control}
            name="corsOrigins"
            labelId="admin.systemSettings.field.corsOrigins"
            hintId="admin.systemSettings.field.corsOriginsHint"
            multiline
          />
        </div>
      </Group>
      {failure && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-red-700 dark:text-red-300">{failure}</p>
          {stale && (
            <button type="button" className={DIALOG_BUTTON.secondary} onClick={onReload}>
              <FormattedMessage id="admin.systemSettings.reload" />
            </button>
          )}
        </div>
      )}
      <p role="status" className="text-sm text-green-800 dark:text-green-300">
        {justSaved && <FormattedMessage id="admin.systemSettings.saved" />}
      </p>
      <button
        type="submit"
        className={DIALOG_BUTTON.primary}
        disabled={form.formState.isSubmitting}
      >
        <FormattedMessage id="admin.systemSettings.save" />
      </button>
    </form>
  );
}
