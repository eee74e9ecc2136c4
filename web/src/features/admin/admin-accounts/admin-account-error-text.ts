import { type IntlShape } from 'react-intl';
import { ADMIN_ACCOUNT_MESSAGES } from '../../../../../shared/admin/admin-accounts';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';

const KEYS = new Map<string, MessageId>(
  Object.entries(ADMIN_ACCOUNT_MESSAGES).map(
    ([key, text]) => [text, `admin.admins.error.${key}` as MessageId] as const,
  ),
);

/** A refused change in the super admin's language: this screen's refusals, else spec §8. */
export function adminAccountErrorText(intl: IntlShape, error: unknown): string {
  const key = error instanceof ApiCallError ? KEYS.get(error.message) : undefined;
  return key
    ? intl.formatMessage({ id: key })
    : callErrorText(error, (id) => intl.formatMessage({ id }));
}
