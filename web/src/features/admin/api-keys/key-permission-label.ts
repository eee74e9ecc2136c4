import { type IntlShape } from 'react-intl';
import { type ApiKeyPermission } from '../../../../../shared/api-keys/api-keys';
import { type MessageId } from '../../../i18n/messages';

/** A key permission in the admin's language ('catalog:read' → "Read the catalogue"). */
export function keyPermissionLabel(intl: IntlShape, permission: ApiKeyPermission): string {
  return intl.formatMessage({
    id: `admin.apiKeys.permission.${permission.replace(':', '.')}` as MessageId,
  });
}
