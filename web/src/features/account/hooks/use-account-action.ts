import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { minLengthOfMessage } from '../../../../../shared/auth/password-policy';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { accountMessageId } from '../account-messages';

export type ActionState =
  { phase: 'idle' | 'working' | 'done' } | { phase: 'failed'; text: string };

/**
 * Runs one account call at a time and keeps what the user should read about it: the server's
 * refusal in their language (a known message by its key, else the spec §8 wording).
 */
export function useAccountAction() {
  const intl = useIntl();
  const [state, setState] = useState<ActionState>({ phase: 'idle' });
  const run = useCallback(
    async (call: () => Promise<void>): Promise<boolean> => {
      setState({ phase: 'working' });
      try {
        await call();
        setState({ phase: 'done' });
        return true;
      } catch (error) {
        const known = error instanceof ApiCallError ? accountMessageId(error.message) : undefined;
        // A stricter minimum of the system settings' password policy names its own figure.
        const min = error instanceof ApiCallError ? minLengthOfMessage(error.message) : undefined;
        const translate = (id: MessageId) => intl.formatMessage({ id });
        const text = known
          ? translate(known)
          : min !== undefined
            ? intl.formatMessage({ id: 'auth.password.minLengthOf' }, { min })
            : callErrorText(error, translate);
        setState({ phase: 'failed', text });
        return false;
      }
    },
    [intl],
  );
  return { state, run, reset: () => setState({ phase: 'idle' }) };
}
