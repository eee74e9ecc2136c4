/**
 * The student's application documents on this device (issue 15 items 3 and 7), in their local
 * database: each application's checklist as the server last sent it, so the documents open
 * offline, and the files chosen for an item but not uploaded yet, with their bytes
 * (waiting-file-bytes.ts), so a file chosen offline goes once the browser is back online. A
 * waiting file carries the client id it is uploaded under: sending it again (a reload, two tabs)
 * stores it once.
 */
import { type RxCollection, type RxJsonSchema } from 'rxdb';
import { map, type Observable } from 'rxjs';
import {
  type AttachmentRefusal,
  type AttachmentType,
} from '../../../shared/conversations/attachments';
import { type ApplicationDocuments } from '../../../shared/documents/document';
import { keepFileBytes, readFileBytes } from './waiting-file-bytes';

export interface CachedDocuments {
  /** The application's id. */
  id: string;
  documents: ApplicationDocuments;
  /** Where the server listed it (newest application first). */
  position: number;
}

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
  documentlists: RxCollection<CachedDocuments>;
  documentoutbox: RxCollection<WaitingDocument>;
};

const KEY = { type: 'string', maxLength: 500 } as const;

export const CACHED_DOCUMENTS_SCHEMA: RxJsonSchema<CachedDocuments> = {
  title: 'application documents',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: KEY, documents: { type: 'object' }, position: { type: 'integer' } },
  required: ['id', 'documents', 'position'],
};

export const WAITING_DOCUMENT_SCHEMA: RxJsonSchema<WaitingDocument> = {
  title: 'document outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: KEY,
    applicationId: KEY,
    itemKey: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string' },
    size: { type: 'integer' },
    createdAt: { type: 'string' },
    state: { type: 'string' },
    refusal: { type: 'string' },
  },
  required: ['id', 'applicationId', 'itemKey', 'name', 'type', 'size', 'createdAt', 'state'],
  attachments: {},
};

export class DocumentCache {
  constructor(private readonly collections: DocumentCacheCollections) {}

  /** The kept checklists, in the server's order, now and after every change (any tab's). */
  lists$(): Observable<ApplicationDocuments[]> {
    return this.collections.documentlists.find().$.pipe(
      map((documents) =>
        documents
          .map((document) => document.toMutableJSON())
          .sort((a, b) => a.position - b.position)
          .map((entry) => entry.documents),
      ),
    );
  }

  /** Replaces the kept checklists by the server's. */
  async replace(applications: readonly ApplicationDocuments[]): Promise<void> {
    const listed = new Set(applications.map((application) => application.applicationId));
    const gone = (await this.collections.documentlists.find().exec())
      .map((document) => document.id)
      .filter((id) => !listed.has(id));
    await this.collections.documentlists.bulkRemove(gone);
    await this.collections.documentlists.bulkUpsert(
      applications.map((documents, position) => ({
        id: documents.applicationId,
        documents,
        position,
      })),
    );
  }

  /** The files waiting for upload, oldest first, now and after every change. */
  waiting$(): Observable<WaitingDocument[]> {
    return this.collections.documentoutbox
      .find()
      .$.pipe(
        map((documents) =>
          documents
            .map((document) => document.toMutableJSON())
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
        ),
      );
  }

  /** Keeps a chosen file with its bytes; the record is written first, then the bytes. */
  async addWaiting(waiting: WaitingDocument, data: Blob): Promise<void> {
    const document = await this.collections.documentoutbox.insert(waiting);
    await keepFileBytes(document, data, waiting.type);
  }

  /** Every file still to upload on its own, oldest first. */
  async waiting(): Promise<WaitingDocument[]> {
    const documents = await this.collections.documentoutbox.find().exec();
    return documents
      .map((document) => document.toMutableJSON())
      .filter((waiting) => waiting.state === 'waiting')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async fileData(id: string): Promise<Blob | null> {
    return readFileBytes(await this.collections.documentoutbox.findOne(id).exec());
  }

  async refused(id: string, refusal: AttachmentRefusal | undefined): Promise<void> {
    const document = await this.collections.documentoutbox.findOne(id).exec();
    await document?.incrementalPatch({ state: 'refused', ...(refusal && { refusal }) });
  }

  /** The file left the outbox: the server stored it, or the student discarded a refused one. */
  async remove(id: string): Promise<void> {
    await (await this.collections.documentoutbox.findOne(id).exec())?.remove();
  }
}
