import { type IntlShape } from 'react-intl';
import { ADMIN_MESSAGES } from '../../../../../shared/admin/admin-messages';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { formMessageId } from '../forms/form-messages';

const ADMIN_TEXTS = new Set<string>(Object.values(ADMIN_MESSAGES));

/** A refused CMS action in the admin's language (a stale save, a refused transition…). */
export function contentErrorText(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiCallError && ADMIN_TEXTS.has(error.message))
    return intl.formatMessage({ id: formMessageId(error.message) });
  return callErrorText(error, (id: MessageId) => intl.formatMessage({ id }));
}
