/**
 * The bytes of a file chosen on this device and not uploaded yet (a message's attachment, an
 * application document), kept as an RxDB attachment of the waiting record in IndexedDB, so a file
 * chosen offline survives a reload and is uploaded once the browser is back online.
 */
import { type RxDocument } from 'rxdb';

/** The RxDB attachment of a waiting file's record holding its bytes. */
const FILE_DATA = 'data';

/**
 * `record` carrying `data` as its bytes, for an insert that writes both in one write: a record
 * written first and its bytes after could be listed as waiting, then lost with its bytes to a
 * reload or a closed tab in between, and later refused as "choose a file" once back online.
 */
export function withFileBytes<T extends object>(record: T, data: Blob, type: string): T {
  // RxDB 17 takes inline attachments on insert, though its insert type does not name them.
  return { ...record, _attachments: [{ id: FILE_DATA, type, data }] };
}

/** The kept bytes, or null when they are gone (the record was removed, storage was cleared). */
export async function readFileBytes<T>(document: RxDocument<T> | null): Promise<Blob | null> {
  const attachment = document?.getAttachment(FILE_DATA);
  return attachment ? attachment.getData() : null;
}
