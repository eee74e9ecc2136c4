import { type IntlShape } from 'react-intl';
import { sessionMessageKey } from '../../../../shared/sessions/session-messages';
import { ApiCallError, callErrorText } from '../../data/api-client';
import { type MessageId } from '../../i18n/messages';

/** A failed sessions call in the reader's language: the sessions' own wording where it has one. */
export function sessionErrorText(intl: IntlShape, error: unknown): string {
  const key = error instanceof ApiCallError ? sessionMessageKey(error.message) : undefined;
  if (key) return intl.formatMessage({ id: `sessions.error.${key}` as MessageId });
  return callErrorText(error, (id) => intl.formatMessage({ id }));
}

/** Whether the API refused a late cancel or move because the fee was not accepted. */
export function needsFeeConfirmation(error: unknown): boolean {
  return (
    error instanceof ApiCallError &&
    error.statusCode === 409 &&
    sessionMessageKey(error.message) === 'lateCancelConfirmationRequired'
  );
}
