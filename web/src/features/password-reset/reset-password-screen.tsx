import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PASSWORD_RESET_MESSAGES,
  passwordResetSchema,
} from '../../../../shared/admin/password-reset';
import { PASSWORD_MESSAGES } from '../../../../shared/auth/password-policy';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { apiRequest, ApiCallError } from '../../data/api-client';
import { type MessageId } from '../../i18n/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

const FIELD_KEYS: Record<string, MessageId> = {
  [PASSWORD_MESSAGES.required]: 'auth.password.required',
  [PASSWORD_MESSAGES.minLength]: 'auth.password.minLength',
  [PASSWORD_MESSAGES.uppercase]: 'auth.password.uppercase',
  [PASSWORD_MESSAGES.lowercase]: 'auth.password.lowercase',
  [PASSWORD_MESSAGES.number]: 'auth.password.number',
  [PASSWORD_MESSAGES.special]: 'auth.password.special',
  [PASSWORD_MESSAGES.mismatch]: 'auth.password.mismatch',
};

type Field = 'password' | 'confirmPassword';
type State =
  | { phase: 'editing' | 'sending'; errors: Partial<Record<Field, MessageId>>; failure?: MessageId }
  | { phase: 'done' };

/** /reset-password?token=…: the page a reset link an admin sent opens (spec §6 reset password). */
export function ResetPasswordScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'resetPassword.title' });
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [state, setState] = useState<State>({ phase: 'editing', errors: {} });
  const ids = { password: useId(), confirmPassword: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const errors: Partial<Record<Field, MessageId>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'password' || field === 'confirmPassword')
          errors[field] ??= FIELD_KEYS[issue.message] ?? 'auth.password.required';
      }
      const failure = parsed.error.issues.some((issue) => issue.path[0] === 'token')
        ? 'resetPassword.invalidLink'
        : undefined;
      setState({ phase: 'editing', errors, failure });
      return;
    }
    setState({ phase: 'sending', errors: {} });
    try {
      await apiRequest('/api/public/password-reset', { method: 'POST', body: parsed.data });
      setState({ phase: 'done' });
    } catch (error) {
      const invalid =
        error instanceof ApiCallError && error.message === PASSWORD_RESET_MESSAGES.invalidLink;
      setState({
        phase: 'editing',
        errors: {},
        failure: invalid ? 'resetPassword.invalidLink' : 'resetPassword.failed',
      });
    }
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      {state.phase === 'done' ? (
        <div
          role="status"
          className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p>
            <FormattedMessage id="resetPassword.done" />
          </p>
          <Link to={APP_PATHS.login} className="mt-3 inline-block font-medium underline">
            <FormattedMessage id="nav.login" />
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
          {(['password', 'confirmPassword'] as const).map((field) => {
            const error = state.errors[field];
            return (
              <div key={field}>
                <label
                  htmlFor={ids[field]}
                  className="block text-sm font-medium text-slate-800 dark:text-slate-200"
                >
                  <FormattedMessage
                    id={field === 'password' ? 'resetPassword.password' : 'resetPassword.confirm'}
                  />
                </label>
                <input
                  id={ids[field]}
                  type="password"
                  autoComplete="new-password"
                  value={values[field]}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${ids[field]}-error` : undefined}
                  className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
                />
                {error && (
                  <p
                    id={`${ids[field]}-error`}
                    className="mt-1 text-sm text-red-700 dark:text-red-300"
                  >
                    <FormattedMessage id={error} />
                  </p>
                )}
              </div>
            );
          })}
          {state.failure && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              <FormattedMessage id={state.failure} />
            </p>
          )}
          <button
            type="submit"
            disabled={state.phase === 'sending'}
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60"
          >
            <FormattedMessage id="resetPassword.submit" />
          </button>
        </form>
      )}
    </div>
  );
}
