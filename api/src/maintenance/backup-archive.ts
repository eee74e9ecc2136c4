/**
 * The backup archive (shared/maintenance/maintenance.ts): gzip over newline-delimited canonical
 * EJSON, so every BSON type (dates, ObjectIds, binaries, 64-bit numbers) comes back as it was.
 * Both directions stream: the backup reads each collection through a cursor and lets the gzip
 * stream's back pressure pace it; the restore inserts in batches as lines arrive. Neither ever
 * holds a whole collection in memory.
 */
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { mongo } from 'mongoose';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../../../shared/maintenance/maintenance';

const { EJSON } = mongo.BSON;
const BATCH_SIZE = 500;

type Db = mongo.Db;
type Document = mongo.Document;

interface Header {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: Date;
  collections: string[];
}

/** A line of the archive: the header, a document, or the trailer with the counts. */
type Line =
  | { header: Header }
  | { collection: string; document: Document }
  | { trailer: { counts: Record<string, number> } };

const line = (value: Line) => `${EJSON.stringify(value, { relaxed: false })}\n`;

/** The collections a backup holds: all of them but the engine's own. */
export async function collectionNames(db: Db): Promise<string[]> {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  return collections
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

/** The archive's lines (uncompressed), read collection by collection through cursors. */
export function backupLines(db: Db, now = new Date()): Readable {
  async function* lines(): AsyncGenerator<string> {
    const collections = await collectionNames(db);
    yield line({
      header: {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: now,
        collections,
      },
    });
    const counts: Record<string, number> = {};
    for (const name of collections) {
      counts[name] = 0;
      for await (const document of db.collection(name).find({}, { batchSize: BATCH_SIZE })) {
        counts[name] += 1;
        yield line({ collection: name, document });
      }
    }
    yield line({ trailer: { counts } });
  }
  return Readable.from(lines());
}

/** Why an archive was refused: not ours, or cut short (no trailer, or counts that differ). */
export class NotAnArchiveError extends Error {}

/** Whether `db` holds any document at all. */
export async function holdsDocuments(db: Db): Promise<boolean> {
  for (const name of await collectionNames(db)) {
    if (await db.collection(name).findOne({})) return true;
  }
  return false;
}

/**
 * Writes the documents of the gzip archive `input` into `db`, batch by batch, and answers the
 * count per collection. Throws NotAnArchiveError when the header is not ours or the archive ends
 * before its trailer, or its trailer's counts differ from what was read.
 */
export async function restoreArchive(input: Readable, db: Db): Promise<Record<string, number>> {
  const reader = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  const counts: Record<string, number> = {};
  let batch: { collection: string; documents: Document[] } | undefined;
  let header: Header | undefined;
  let trailer: Record<string, number> | undefined;
  const flush = async () => {
    if (batch && batch.documents.length > 0) {
      await db.collection(batch.collection).insertMany(batch.documents, { ordered: true });
    }
    batch = undefined;
  };
  try {
    for await (const text of reader) {
      if (!text) continue;
      if (trailer) throw new NotAnArchiveError('content after the trailer');
      // Strict parsing keeps every value's BSON type (a double stays a double, a long a long).
      const parsed = EJSON.parse(text, { relaxed: false }) as Partial<Record<string, unknown>>;
      if (!header) {
        header = (parsed as { header?: Header }).header;
        // Parsed strictly, numbers stay BSON values (Int32, Double): compared by their value.
        if (header?.format !== BACKUP_FORMAT || Number(header.version) !== BACKUP_FORMAT_VERSION) {
          throw new NotAnArchiveError('not a backup header');
        }
        for (const name of header.collections) counts[name] = 0;
        continue;
      }
      if ('trailer' in parsed) {
        await flush();
        trailer = (parsed as { trailer: { counts: Record<string, number> } }).trailer.counts;
        continue;
      }
      const { collection, document } = parsed as { collection?: unknown; document?: Document };
      if (typeof collection !== 'string' || !document || !(collection in counts)) {
        throw new NotAnArchiveError('a line that is not a document of a listed collection');
      }
      if (batch?.collection !== collection || batch.documents.length >= BATCH_SIZE) await flush();
      batch ??= { collection, documents: [] };
      batch.documents.push(document);
      counts[collection] = (counts[collection] ?? 0) + 1;
    }
  } catch (error) {
    // A cut gzip stream (zlib's errors carry a code such as Z_BUF_ERROR) or a line that is not
    // EJSON: not an archive we can restore. The database's own failures stay what they are.
    if (error instanceof mongo.MongoError) throw error;
    if (error instanceof NotAnArchiveError) throw error;
    throw new NotAnArchiveError(error instanceof Error ? error.message : 'unreadable archive');
  }
  if (!header || !trailer) throw new NotAnArchiveError('the archive ends before its trailer');
  const complete = Object.entries(trailer).every(([name, count]) => counts[name] === Number(count));
  if (!complete || Object.keys(trailer).length !== Object.keys(counts).length) {
    throw new NotAnArchiveError('the counts differ from the trailer');
  }
  // Empty collections come back too, so the restored database lists the same collections.
  for (const name of Object.keys(counts)) {
    if (counts[name] === 0) await db.createCollection(name).catch(() => undefined);
  }
  return counts;
}
