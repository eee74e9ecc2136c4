import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordSchema,
} from '../../../../../shared/account/account-security';
import { type MessageId } from '../../../i18n/messages';
import { changePassword } from '../api/account-api';
import { accountMessageId } from '../account-messages';
import { useAccountAction } from '../hooks/use-account-action';
import { ActionStatus } from './action-status';
import { PasswordField } from './password-field';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
type FieldErrors = Partial<Record<keyof ChangePasswordValues, MessageId>>;

/** The first message of each field, as locale keys (the same schema the API applies). */
function validate(values: ChangePasswordValues): FieldErrors {
  const result = changePasswordSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ChangePasswordValues;
    errors[field] ??= accountMessageId(issue.message) ?? 'error.call.badRequest';
  }
  return errors;
}

/** Change password on the local provider: current password, new one under spec §5's policy. */
export function ChangePasswordForm() {
  const titleId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAccountAction();
  const setValue = (field: keyof ChangePasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      action.reset();
      return;
    }
    if (await action.run(() => changePassword(values))) setValues(EMPTY);
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="max-w-md space-y-4"
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="account.password.title" />
      </h3>
      <PasswordField
        labelId="account.password.current"
        autoComplete="current-password"
        value={values.currentPassword}
        errorId={errors.currentPassword}
        onValue={setValue('currentPassword')}
      />
      <PasswordField
        labelId="account.password.new"
        hintId="account.password.hint"
        autoComplete="new-password"
        value={values.newPassword}
        errorId={errors.newPassword}
        onValue={setValue('newPassword')}
      />
      <PasswordField
        labelId="account.password.confirm"
        autoComplete="new-password"
        value={values.confirmPassword}
        errorId={errors.confirmPassword}
        onValue={setValue('confirmPassword')}
      />
      <ActionStatus state={action.state} doneId="account.password.changed" />
      <button
        type="submit"
        disabled={action.state.phase === 'working'}
        className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60"
      >
        <FormattedMessage id="account.password.submit" />
      </button>
    </form>
  );
}
