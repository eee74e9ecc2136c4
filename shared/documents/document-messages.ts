/**
 * What the documents endpoints and forms answer with, in English as the API sends them; the web
 * shows each as its `documents.error.<key>` locale key (documentMessageKey). File refusals keep
 * the attachments' own wording (shared/conversations/attachments.ts).
 */
export const DOCUMENT_MESSAGES = {
  required: 'This field is required',
  tooLong: 'This text is too long',
  notFound: 'The requested resource was not found.',
  unknownItem: 'This document is not on the checklist of this application',
  alreadyReviewed: 'Someone else has just reviewed this document. Reload it and try again.',
  superseded: 'A newer version of this document was uploaded. Review that one instead.',
  reasonRequired: 'Give the student a reason for rejecting this document',
} as const;

export type DocumentMessageKey = keyof typeof DOCUMENT_MESSAGES;

/** `documents.error.<key>` for a message of DOCUMENT_MESSAGES; undefined for any other. */
export function documentMessageKey(message: string): DocumentMessageKey | undefined {
  const entry = Object.entries(DOCUMENT_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] as DocumentMessageKey | undefined;
}
