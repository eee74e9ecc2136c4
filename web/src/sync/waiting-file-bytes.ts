/**
 * The bytes of a file chosen on this device and not uploaded yet (a message's attachment, an
 * application document), kept as an RxDB attachment of the waiting record in IndexedDB, so a file
 * chosen offline survives a reload and is uploaded once the browser is back online.
 */
import { type RxDocument } from 'rxdb';

/** The RxDB attachment of a waiting file's record holding its bytes. */
const FILE_DATA = 'data';

export async function keepFileBytes<T>(
  document: RxDocument<T>,
  data: Blob,
  type: string,
): Promise<void> {
  await document.putAttachment({ id: FILE_DATA, type, data });
}

/** The kept bytes, or null when they are gone (the record was removed, storage was cleared). */
export async function readFileBytes<T>(document: RxDocument<T> | null): Promise<Blob | null> {
  const attachment = document?.getAttachment(FILE_DATA);
  return attachment ? attachment.getData() : null;
}
