/**
 * The browser's half of the attachment checks (shared/conversations/attachments.ts): the same
 * size limit and the same signature test on the file's first bytes, before anything is sent, so a
 * refusal shows at once (and offline). The API checks again whatever arrives.
 */
import {
  ATTACHMENT_SNIFF_BYTES,
  type AttachmentCheck,
  type AttachmentRefusal,
  ATTACHMENTS_PER_MESSAGE_MAX,
  checkAttachment,
} from '../../../shared/conversations/attachments';

/** A file the sender chose, checked, with the client id it will be uploaded under. */
export interface ChosenFile {
  id: string;
  file: File;
  type: Extract<AttachmentCheck, { ok: true }>['type'];
}

/** A file that was not taken, and why. */
export interface RefusedFile {
  name: string;
  refusal: AttachmentRefusal;
}

export async function checkFile(file: File): Promise<AttachmentCheck> {
  const head = new Uint8Array(await file.slice(0, ATTACHMENT_SNIFF_BYTES).arrayBuffer());
  return checkAttachment(file.size, head);
}

/** Adds the files picked to those already chosen, refusing bad ones and any past the limit. */
export async function chooseFiles(
  chosen: ChosenFile[],
  picked: File[],
): Promise<{ chosen: ChosenFile[]; refused: RefusedFile[] }> {
  const next = [...chosen];
  const refused: RefusedFile[] = [];
  for (const file of picked) {
    const check = await checkFile(file);
    if (!check.ok) refused.push({ name: file.name, refusal: check.refusal });
    else if (next.length >= ATTACHMENTS_PER_MESSAGE_MAX) {
      refused.push({ name: file.name, refusal: 'tooMany' });
    } else next.push({ id: crypto.randomUUID(), file, type: check.type });
  }
  return { chosen: next, refused };
}
