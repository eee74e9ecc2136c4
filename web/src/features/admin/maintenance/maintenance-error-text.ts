import { type IntlShape } from 'react-intl';
import { MAINTENANCE_MESSAGES } from '../../../../../shared/maintenance/maintenance';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';

const KEYS = new Map<string, MessageId>(
  Object.entries(MAINTENANCE_MESSAGES).map(
    ([key, text]) => [text, `admin.maintenance.error.${key}` as MessageId] as const,
  ),
);

/** A refused maintenance action in the super admin's language, else spec §8's wording. */
export function maintenanceErrorText(intl: IntlShape, error: unknown): string {
  const key = error instanceof ApiCallError ? KEYS.get(error.message) : undefined;
  return key
    ? intl.formatMessage({ id: key })
    : callErrorText(error, (id) => intl.formatMessage({ id }));
}
