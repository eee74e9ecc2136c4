/**
 * Files attached to conversation messages (issue 14 item 1), with the same checks as the other
 * uploads (a success-story photo, a profile picture): the type is recognised by the file's first
 * bytes (its magic number), never by its name or the type the browser declares, and the size is
 * bounded. The browser runs the same check before it sends, the API again on what it receives.
 */
import { z } from 'zod';

/** The types a message may carry: PDF, and the images the other uploads accept. */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** What the file picker offers; the bytes decide all the same. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,' + ATTACHMENT_TYPES.join(',');

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);
export const ATTACHMENTS_PER_MESSAGE_MAX = 5;
export const ATTACHMENT_NAME_MAX_LENGTH = 160;
/** The multipart fields of an upload: the file, and the client's id for it. */
export const ATTACHMENT_FILE_FIELD = 'file';
export const ATTACHMENT_CLIENT_ID_FIELD = 'clientId';

/** How many leading bytes the sniffing needs (a WebP's "RIFF....WEBP" is the longest). */
export const ATTACHMENT_SNIFF_BYTES = 12;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Each type's signature: bytes expected at an offset (PDF 1.0–2.0, PNG, JPEG/JFIF/EXIF, WebP). */
const SIGNATURES: ReadonlyArray<{ type: AttachmentType; parts: Array<[number, number[]]> }> = [
  { type: 'application/pdf', parts: [[0, ascii('%PDF-')]] },
  { type: 'image/png', parts: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  { type: 'image/jpeg', parts: [[0, [0xff, 0xd8, 0xff]]] },
  {
    type: 'image/webp',
    parts: [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  },
];

/** The type the bytes show, or null for anything else (an .exe, HTML, a renamed file). */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const found = SIGNATURES.find(({ parts }) =>
    parts.every(([offset, expected]) =>
      expected.every((byte, index) => bytes[offset + index] === byte),
    ),
  );
  return found?.type ?? null;
}

/**
 * The spec-style refusals, in English (the API's wording); the web shows each through its
 * `messages.attachment.error.<key>` message in the reader's language.
 */
export const ATTACHMENT_MESSAGES = {
  missing: 'Choose a file to attach.',
  empty: 'The file is empty.',
  tooLarge: `Each file must be ${ATTACHMENT_MAX_MB} MB or smaller.`,
  invalidType: 'Only PDF, PNG, JPEG and WebP files can be attached.',
  tooMany: `A message can carry at most ${ATTACHMENTS_PER_MESSAGE_MAX} files.`,
  notFound: 'This attachment is not in the conversation. Attach the file again.',
  clientIdReused: 'This attachment id was already used for another file.',
} as const;
export type AttachmentRefusal = keyof typeof ATTACHMENT_MESSAGES;

/** The numbers the web's `messages.attachment.error.*` messages name, as ICU values. */
export const ATTACHMENT_MESSAGE_VALUES = {
  maxMb: String(ATTACHMENT_MAX_MB),
  maxFiles: String(ATTACHMENTS_PER_MESSAGE_MAX),
};

/** `messages.attachment.error.<key>` for a message of ATTACHMENT_MESSAGES; undefined otherwise. */
export function attachmentRefusalOf(message: string): AttachmentRefusal | undefined {
  const entry = Object.entries(ATTACHMENT_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] as AttachmentRefusal | undefined;
}

export type AttachmentCheck =
  { ok: true; type: AttachmentType } | { ok: false; refusal: AttachmentRefusal };

/**
 * Checks one file: `size` is its whole length, `head` at least its first ATTACHMENT_SNIFF_BYTES
 * bytes (the browser reads only those; the API passes the whole file).
 */
export function checkAttachment(size: number, head: Uint8Array): AttachmentCheck {
  if (size === 0) return { ok: false, refusal: 'empty' };
  if (size > ATTACHMENT_MAX_BYTES) return { ok: false, refusal: 'tooLarge' };
  const type = sniffAttachmentType(head);
  return type ? { ok: true, type } : { ok: false, refusal: 'invalidType' };
}

/** A file name as shown and sent in downloads: no path, no control characters, bounded. */
export function cleanAttachmentName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return printable.slice(0, ATTACHMENT_NAME_MAX_LENGTH) || 'attachment';
}

export const attachmentIdSchema = z.string().regex(/^[\w-]{8,64}$/);

/** An attachment as a message carries it: what to show and the id to download it by. */
export const attachmentRefSchema = z.object({
  id: attachmentIdSchema,
  name: z.string(),
  type: z.enum(ATTACHMENT_TYPES),
  size: z.number().int().min(1),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

/** The attachments a message names, by the ids their uploads answered. */
export const messageAttachmentIdsSchema = z
  .array(attachmentIdSchema)
  .max(ATTACHMENTS_PER_MESSAGE_MAX, ATTACHMENT_MESSAGES.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, 'is listed twice');

/** The address of an attachment under a conversation's base path (visitor, student or advisor). */
export function attachmentPath(conversationPath: string, attachmentId: string): string {
  return `${conversationPath}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** `Content-Disposition` for a download, with the UTF-8 name (RFC 6266 / 5987) and an ASCII one. */
export function attachmentDisposition(name: string): string {
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
