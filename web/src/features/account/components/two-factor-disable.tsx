import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type TwoFactorStatus } from '../../../../../shared/account/two-factor';
import { disableTwoFactor } from '../api/two-factor-api';
import { useAccountAction } from '../hooks/use-account-action';
import { ActionStatus } from './action-status';
import { CodeField } from './code-field';
import { PasswordField } from './password-field';

interface TwoFactorOnProps {
  status: TwoFactorStatus;
  /** Two-factor was turned off: the section reads the new status. */
  onDisabled(): void;
}

/**
 * Two-factor is on: how many recovery codes are left, and turning it off with the password or a
 * code, unless the system settings require it for the user's role.
 */
export function TwoFactorOn({ status, onDisabled }: TwoFactorOnProps) {
  const action = useAccountAction();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const empty = password === '' && code.trim() === '';
    setMissing(empty);
    if (empty) return action.reset();
    if (await action.run(() => disableTwoFactor({ password, code }))) onDisabled();
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <FormattedMessage id="account.twoFactor.on" values={{ count: status.recoveryCodesLeft }} />
      </p>
      {status.required ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage id="account.twoFactor.requiredForRole" />
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-3">
          <p className="text-sm text-slate-700">
            <FormattedMessage id="account.twoFactor.disableHint" />
          </p>
          <PasswordField
            labelId="idp.field.password"
            autoComplete="current-password"
            value={password}
            errorId={missing ? 'auth.field.required' : undefined}
            onValue={(value) => {
              setPassword(value);
              setMissing(false);
            }}
          />
          <CodeField labelId="idp.twoFactor.code" value={code} onValue={setCode} />
          <ActionStatus state={action.state} />
          <button
            type="submit"
            disabled={action.state.phase === 'working'}
            className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
          >
            <FormattedMessage id="account.twoFactor.disable" />
          </button>
        </form>
      )}
    </div>
  );
}
