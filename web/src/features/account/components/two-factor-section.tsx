import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchTwoFactorStatus } from '../api/two-factor-api';
import { TwoFactorOn } from './two-factor-disable';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Two-factor authentication with an authenticator app (local provider; issue 16 item 2). */
export function TwoFactorSection() {
  const titleId = useId();
  const intl = useIntl();
  const [round, setRound] = useState(0);
  const reload = () => setRound((current) => current + 1);
  const state = useRemoteData((signal) => fetchTwoFactorStatus(signal), `two-factor#${round}`);
  return (
    <div role="group" aria-labelledby={titleId} className="max-w-xl space-y-3">
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="idp.twoFactor.title" />
      </h3>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && (
        <ErrorState
          message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
          onRetry={reload}
        />
      )}
      {state.status === 'ready' &&
        (state.data.enrolled ? (
          <TwoFactorOn status={state.data} onDisabled={reload} />
        ) : (
          <TwoFactorEnrolment required={state.data.required} onEnrolled={reload} />
        ))}
    </div>
  );
}
