import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { signOutEverywhere } from '../api/account-api';
import { useAccountAction } from '../hooks/use-account-action';
import { ActionStatus } from './action-status';

interface SignOutEverywhereProps {
  /** Ends this device's session once every session has been revoked. */
  onSignedOut(): void;
}

/** "Sign out of all devices": revokes every session of the account, this one included. */
export function SignOutEverywhere({ onSignedOut }: SignOutEverywhereProps) {
  const titleId = useId();
  const action = useAccountAction();
  async function onClick() {
    if (await action.run(signOutEverywhere)) onSignedOut();
  }
  return (
    <div aria-labelledby={titleId} role="group" className="max-w-xl space-y-3">
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="account.signOutAll.title" />
      </h3>
      <p className="text-sm text-slate-700">
        <FormattedMessage id="account.signOutAll.body" />
      </p>
      <ActionStatus state={action.state} />
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={action.state.phase === 'working'}
        className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
      >
        <FormattedMessage id="account.signOutAll.submit" />
      </button>
    </div>
  );
}
