/**
 * The student's application documents on this device (issue 15 items 3 and 7), in their local
 * database: each application's checklist as the server last sent it, so the documents open
 * offline, and the files chosen for an item but not uploaded yet, with their bytes, so a file
 * chosen offline goes once the browser is back online. A waiting file carries the client id it
 * is uploaded under: sending it again (a reload, two tabs) stores it once.
 *
 * Open-core RxDB keeps at most 13 collections open and the database has 13, so this cache adds
 * none: checklists are records of `applicationdetails` under `documents:<applicationId>`, and
 * waiting files are records of the messages' `fileoutbox` (same fields, same bytes) whose
 * `conversationId` is `documents:<applicationId>` and `messageClientId`
 * `documents:<applicationId>:<itemKey>` — ids no conversation or message has.
 */
import { type RxCollection } from 'rxdb';
import { map, type Observable } from 'rxjs';
import {
  type AttachmentRefusal,
  type AttachmentType,
} from '../../../shared/conversations/attachments';
import { type ApplicationDocuments } from '../../../shared/documents/document';
import { type CachedApplicationDetail } from './application-cache';
import { type WaitingFile } from './message-cache';
import { readFileBytes, withFileBytes } from './waiting-file-bytes';

/** A file chosen for a checklist item that the server has not stored yet. */
export interface WaitingDocument {
  /** The version's client id. */
  id: string;
  applicationId: string;
  itemKey: string;
  name: string;
  type: AttachmentType;
  size: number;
  createdAt: string;
  state: 'waiting' | 'refused';
  refusal?: AttachmentRefusal;
}

export type DocumentCacheCollections = {
  applicationdetails: RxCollection<CachedApplicationDetail>;
  fileoutbox: RxCollection<WaitingFile>;
};

const PREFIX = 'documents:';
const checklistId = (applicationId: string) => `${PREFIX}${applicationId}`;
const isChecklist = (record: CachedApplicationDetail) => record.id.startsWith(PREFIX);
const isDocumentFile = (file: WaitingFile) => file.conversationId.startsWith(PREFIX);

function toWaiting(file: WaitingFile): WaitingDocument {
  const applicationId = file.conversationId.slice(PREFIX.length);
  return {
    id: file.id,
    applicationId,
    itemKey: file.messageClientId.slice(checklistId(applicationId).length + 1),
    name: file.name,
    type: file.type,
    size: file.size,
    createdAt: file.createdAt,
    state: file.state === 'refused' ? 'refused' : 'waiting',
    ...(file.refusal && { refusal: file.refusal }),
  };
}

export class DocumentCache {
  constructor(private readonly collections: DocumentCacheCollections) {}

  /** The kept checklists, in the server's order, now and after every change (any tab's). */
  lists$(): Observable<ApplicationDocuments[]> {
    return this.collections.applicationdetails.find().$.pipe(
      map((records) => {
        const lists = records.map((record) => record.toMutableJSON()).filter(isChecklist);
        const order = lists.find((record) => record.id === PREFIX);
        const ids = order ? (order.detail as unknown as { order: string[] }).order : [];
        return ids.flatMap((id) => {
          const found = lists.find((record) => record.id === checklistId(id));
          return found ? [found.detail as ApplicationDocuments] : [];
        });
      }),
    );
  }

  /**
   * Replaces the kept checklists by the server's. The record `documents:` holds their order
   * (newest application first), so an empty list is told from nothing kept yet.
   */
  async replace(applications: readonly ApplicationDocuments[]): Promise<void> {
    const listed = new Set(applications.map((entry) => checklistId(entry.applicationId)));
    const gone = (await this.collections.applicationdetails.find().exec())
      .map((record) => record.id)
      .filter((id) => id.startsWith(PREFIX) && id !== PREFIX && !listed.has(id));
    await this.collections.applicationdetails.bulkRemove(gone);
    await this.collections.applicationdetails.bulkUpsert(
      applications.map((documents) => ({
        id: checklistId(documents.applicationId),
        detail: documents,
      })),
    );
    const order = { order: applications.map((entry) => entry.applicationId) };
    await this.collections.applicationdetails.upsert({
      id: PREFIX,
      detail: order as unknown as ApplicationDocuments,
    });
  }

  /** The files waiting for upload, oldest first, now and after every change. */
  waiting$(): Observable<WaitingDocument[]> {
    return this.collections.fileoutbox.find().$.pipe(
      map((records) =>
        records
          .map((record) => record.toMutableJSON())
          .filter(isDocumentFile)
          .map(toWaiting)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      ),
    );
  }

  /** Keeps a chosen file: the record and its bytes in one write. */
  async addWaiting(waiting: WaitingDocument, data: Blob): Promise<void> {
    await this.collections.fileoutbox.insert(
      withFileBytes(
        {
          id: waiting.id,
          conversationId: checklistId(waiting.applicationId),
          messageClientId: `${checklistId(waiting.applicationId)}:${waiting.itemKey}`,
          name: waiting.name,
          type: waiting.type,
          size: waiting.size,
          createdAt: waiting.createdAt,
          state: 'waiting',
        },
        data,
        waiting.type,
      ),
    );
  }

  /** Every file still to upload on its own, oldest first. */
  async waiting(): Promise<WaitingDocument[]> {
    const records = await this.collections.fileoutbox.find().exec();
    return records
      .map((record) => record.toMutableJSON())
      .filter((file) => isDocumentFile(file) && file.state === 'waiting')
      .map(toWaiting)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async fileData(id: string): Promise<Blob | null> {
    return readFileBytes(await this.collections.fileoutbox.findOne(id).exec());
  }

  async refused(id: string, refusal: AttachmentRefusal | undefined): Promise<void> {
    const record = await this.collections.fileoutbox.findOne(id).exec();
    await record?.incrementalPatch({ state: 'refused', ...(refusal && { refusal }) });
  }

  /** The file left the outbox: the server stored it, or the student discarded a refused one. */
  async remove(id: string): Promise<void> {
    await (await this.collections.fileoutbox.findOne(id).exec())?.remove();
  }
}
