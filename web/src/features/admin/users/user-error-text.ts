import { type IntlShape } from 'react-intl';
import { ADMIN_USER_MESSAGES } from '../../../../../shared/admin/admin-users';
import { BULK_COUNT_CHANGED_MESSAGE } from '../../../../../shared/admin/grid-query';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';

const KEYS = new Map<string, MessageId>([
  ...Object.entries(ADMIN_USER_MESSAGES).map(
    ([key, text]) => [text, `admin.users.error.${key}` as MessageId] as const,
  ),
  [BULK_COUNT_CHANGED_MESSAGE, 'admin.grid.bulkCountChanged'],
]);

/** A refused user action in the admin's language: the API's own refusals, else spec §8. */
export function userErrorText(error: unknown, intl: IntlShape): string {
  const key = error instanceof ApiCallError ? KEYS.get(error.message) : undefined;
  return key
    ? intl.formatMessage({ id: key })
    : callErrorText(error, (id) => intl.formatMessage({ id }));
}
