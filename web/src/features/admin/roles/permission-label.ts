import { type IntlShape } from 'react-intl';
import { type Permission } from '../../../../../shared/auth/permissions';
import { type MessageId } from '../../../i18n/messages';

/** A permission in the admin's language ('users:read' → "View users"), never its identifier. */
export function permissionLabel(intl: IntlShape, permission: Permission): string {
  return intl.formatMessage({ id: permissionLabelId(permission) });
}

export function permissionLabelId(permission: Permission): MessageId {
  return `admin.permission.${permission.replace(':', '.')}` as MessageId;
}
