import { FormattedMessage } from 'react-intl';
import {
  DEFAULT_DOCUMENT_ITEMS,
  type DefaultDocumentItem,
} from '../../../../shared/documents/document';

const isDefault = (key: string): key is DefaultDocumentItem =>
  (DEFAULT_DOCUMENT_ITEMS as readonly string[]).includes(key);

/** A checklist item's name: a default one's from the locale, an added one's advisor label. */
export function DocumentItemName({ itemKey, label }: { itemKey: string; label: string | null }) {
  if (label !== null || !isDefault(itemKey)) return <bdi>{label ?? itemKey}</bdi>;
  return <FormattedMessage id={`documents.item.${itemKey}`} />;
}
