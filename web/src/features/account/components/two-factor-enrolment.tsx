import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  confirmTwoFactorSchema,
  type TwoFactorEnrolment as Enrolment,
} from '../../../../../shared/account/two-factor';
import { type MessageId } from '../../../i18n/messages';
import { accountMessageId } from '../account-messages';
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment } from '../api/two-factor-api';
import { useAccountAction } from '../hooks/use-account-action';
import { ActionStatus } from './action-status';
import { CodeField } from './code-field';

const PRIMARY =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60';

interface TwoFactorEnrolmentProps {
  /** The system settings require it for the user's role. */
  required: boolean;
  /** The user has seen the recovery codes: the section reads the new status. */
  onEnrolled(): void;
}

/**
 * Turning two-factor on: a new secret as a QR code and as text, confirmed with a first code,
 * then the ten recovery codes, shown this once.
 */
export function TwoFactorEnrolment({ required, onEnrolled }: TwoFactorEnrolmentProps) {
  const intl = useIntl();
  const action = useAccountAction();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<MessageId>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    const parsed = confirmTwoFactorSchema.safeParse({ code });
    const problem = parsed.error?.issues[0]?.message;
    setCodeError(problem ? (accountMessageId(problem) ?? 'auth.field.invalid') : undefined);
    if (!parsed.success) return action.reset();
    await action.run(async () => {
      setRecoveryCodes((await confirmTwoFactorEnrolment(parsed.data.code)).recoveryCodes);
    });
  }

  if (recoveryCodes) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          <FormattedMessage id="idp.twoFactor.recoveryIntro" />
        </p>
        <ol
          dir="ltr"
          data-testid="recovery-codes"
          className="grid max-w-xs list-decimal grid-cols-2 gap-x-6 ps-6 font-mono text-sm"
        >
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </ol>
        <button type="button" className={PRIMARY} onClick={onEnrolled}>
          <FormattedMessage id="account.twoFactor.saved" />
        </button>
      </div>
    );
  }

  if (!enrolment) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          <FormattedMessage
            id={required ? 'account.twoFactor.offRequired' : 'account.twoFactor.off'}
          />
        </p>
        <ActionStatus state={action.state} />
        <button
          type="button"
          className={PRIMARY}
          disabled={action.state.phase === 'working'}
          onClick={() => void action.run(async () => setEnrolment(await startTwoFactorEnrolment()))}
        >
          <FormattedMessage id="account.twoFactor.start" />
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onConfirm(event)} className="space-y-3">
      <p className="text-sm text-slate-700">
        <FormattedMessage id="idp.twoFactor.enrolIntro" />
      </p>
      <img
        src={enrolment.qrCodeDataUrl}
        alt={intl.formatMessage({ id: 'idp.twoFactor.qrAlt' })}
        width={200}
        height={200}
        className="rounded-md bg-white"
      />
      <div>
        <p className="text-sm font-medium text-slate-800">
          <FormattedMessage id="idp.twoFactor.secret" />
        </p>
        <code
          dir="ltr"
          data-testid="two-factor-secret"
          className="mt-1 block break-all rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900"
        >
          {enrolment.secret}
        </code>
      </div>
      <CodeField
        labelId="idp.twoFactor.code"
        value={code}
        errorId={codeError}
        onValue={(value) => {
          setCode(value);
          setCodeError(undefined);
        }}
      />
      <ActionStatus state={action.state} />
      <button type="submit" className={PRIMARY} disabled={action.state.phase === 'working'}>
        <FormattedMessage id="idp.twoFactor.enrolSubmit" />
      </button>
    </form>
  );
}
