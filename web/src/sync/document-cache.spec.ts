import { addRxPlugin, createRxDatabase, type RxDatabase } from 'rxdb';
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { CACHED_APPLICATION_DETAIL_SCHEMA } from './application-cache';
import {
  DocumentCache,
  type DocumentCacheCollections,
  type WaitingDocument,
} from './document-cache';
import { WAITING_FILE_SCHEMA } from './message-cache';

addRxPlugin(RxDBAttachmentsPlugin);

const PASSPORT = '%PDF-1.7\n% passport\n%%EOF\n';

const waitingPassport = (id: string): WaitingDocument => ({
  id,
  applicationId: 'application-1',
  itemKey: 'passport',
  name: 'passport.pdf',
  type: 'application/pdf',
  size: PASSPORT.length,
  createdAt: '2026-11-25T02:00:00.000Z',
  state: 'waiting',
});

describe(DocumentCache.name, () => {
  let database: RxDatabase<DocumentCacheCollections>;
  let cache: DocumentCache;

  beforeEach(async () => {
    database = await createRxDatabase({
      name: `documents${Date.now()}${Math.random().toString(36).slice(2)}`,
      storage: getRxStorageMemory(),
    });
    await database.addCollections({
      applicationdetails: { schema: CACHED_APPLICATION_DETAIL_SCHEMA },
      fileoutbox: { schema: WAITING_FILE_SCHEMA },
    });
    cache = new DocumentCache(database);
  });

  afterEach(() => database.close());

  it('lists a chosen file as waiting only with its bytes: a reload in between loses nothing', async () => {
    // Every write the outbox sees, as another tab or the page after a reload would read it.
    const written: Array<{ id: string; attachments: string[] }> = [];
    const changes = database.fileoutbox.$.subscribe((event) =>
      written.push({
        id: event.documentId,
        attachments: Object.keys(event.documentData._attachments),
      }),
    );
    await cache.addWaiting(
      waitingPassport('version-1'),
      new Blob([PASSPORT], { type: 'application/pdf' }),
    );
    changes.unsubscribe();

    expect(written).toEqual([{ id: 'version-1', attachments: ['data'] }]);
    expect((await cache.waiting()).map((file) => file.id)).toEqual(['version-1']);
    expect(await (await cache.fileData('version-1'))?.text()).toBe(PASSPORT);
  });
});
