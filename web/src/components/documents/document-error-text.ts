import { type IntlShape } from 'react-intl';
import { ATTACHMENT_MESSAGE_VALUES } from '../../../../shared/conversations/attachments';
import { documentMessageKey } from '../../../../shared/documents/document-messages';
import { attachmentRefusalIn } from '../../data/attachment-upload';
import { ApiCallError, callErrorText } from '../../data/api-client';
import { type MessageId } from '../../i18n/messages';

/** A failed documents call in the reader's language: the documents' and files' own wording first. */
export function documentErrorText(intl: IntlShape, error: unknown): string {
  const key = error instanceof ApiCallError ? documentMessageKey(error.message) : undefined;
  if (key) return intl.formatMessage({ id: `documents.error.${key}` as MessageId });
  const refusal = attachmentRefusalIn(error);
  if (refusal) {
    return intl.formatMessage({ id: `attachments.error.${refusal}` }, ATTACHMENT_MESSAGE_VALUES);
  }
  return callErrorText(error, (id) => intl.formatMessage({ id }));
}
