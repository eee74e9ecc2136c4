/**
 * The words of a document notification in its reader's language, from the locale files: an
 * advisor asked for a new document or rejected one with the reason (`document_request`), or
 * approved one (`approval`). Pure, so it is tested on its own.
 */
import { type LanguageCode } from '../../../shared/i18n/languages';
import { translator } from '../identity/pages/idp-messages';

export type DocumentRequestKind = 'added' | 'rejected';
export type DocumentNoticeKind = DocumentRequestKind | 'approved';

export function documentRequestText(
  language: LanguageCode,
  kind: DocumentNoticeKind,
  request: { courseTitle: string; itemKey: string; itemLabel: string | null; reason: string },
): { title: string; message: string } {
  const t = translator(language);
  const item = request.itemLabel ?? t(`documents.item.${request.itemKey}`);
  return {
    title: t(`notifications.generated.document.${kind}.title`),
    message: t(`notifications.generated.document.${kind}.message`, {
      item,
      course: request.courseTitle,
      reason: request.reason,
    }),
  };
}
