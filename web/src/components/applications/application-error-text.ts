import { type IntlShape } from 'react-intl';
import { applicationMessageKey } from '../../../../shared/applications/application-messages';
import { ApiCallError, callErrorText } from '../../data/api-client';
import { type MessageId } from '../../i18n/messages';

/** A failed applications call in the reader's language: the applications' own wording first. */
export function applicationErrorText(intl: IntlShape, error: unknown): string {
  const key = error instanceof ApiCallError ? applicationMessageKey(error.message) : undefined;
  if (key) return intl.formatMessage({ id: `applications.error.${key}` as MessageId });
  return callErrorText(error, (id) => intl.formatMessage({ id }));
}
