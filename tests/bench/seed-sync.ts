/**
 * Fills a database with the sync data of many students for sync-bench.ts, in the server's own
 * storage format (api/src/sync/sync.repository.ts): per user and collection, each document's
 * revision claim (`…@1`, the truth a push reads), its change-feed entry with the running live
 * count, the feed's full pages and its head; plus each student's user record, as the API reads it on every call.
 * Bulk inserts straight into the collections: booting the API and pushing 2 million documents
 * through it would take hours on the embedded engine. The latest-state hints are left out, as
 * hints may lag by design (a push probes revisions from 1 without one).
 */
import mongoose, { type Connection } from 'mongoose';
import {
  FEED_PAGE_SIZE,
  feedEntryKey,
  feedKey,
  feedPageKey,
  revisionKey,
} from '../../api/src/sync/sync-keys';
import { defaultSettings } from '../../shared/sync/settings-document';
import { type SyncCollection, type SyncDocument } from '../../shared/sync/sync-collections';
import { type FavoriteDocument } from '../../shared/sync/favorite-document';
import { type ProfileDocument } from '../../shared/sync/profile-document';

/** Documents one insertMany carries. */
const BATCH = 10_000;
const SEEDED_AT = '2026-01-15T09:00:00.000Z';

export const benchUserId = (index: number) => `auth0|bench-student-${index}`;
export const benchUserEmail = (index: number) => `bench-student-${index}@example.com`;
export const benchCourseId = (index: number) => `course-${String(index).padStart(5, '0')}`;

/** A profile with every field of spec §3 filled in. */
function fullProfile(userId: string, index: number): ProfileDocument {
  return {
    id: userId,
    userId,
    _deleted: false,
    revision: 1,
    updatedAt: SEEDED_AT,
    firstName: 'Leyla',
    lastName: `Student ${index}`,
    email: benchUserEmail(index),
    phone: '+905321234567',
    bio: 'Computer science graduate looking for a master’s programme in data science in Europe. '.repeat(
      4,
    ),
    picture: `https://images.example.com/students/${index}.jpg`,
    country: 'tr',
    city: 'Istanbul',
    dateOfBirth: '2001-04-12',
    academicBackground: 'BSc Computer Engineering, Boğaziçi University, GPA 3.4/4. '.repeat(3),
    currentEmployment: 'Junior data analyst at a logistics company',
    languages: [
      { language: 'tr', level: 'native' },
      { language: 'en', level: 'C1' },
      { language: 'de', level: 'A2' },
    ],
    desiredPrograms: ['master'],
    desiredCountries: ['de', 'nl', 'gb', 'ie', 'fr'],
    preferredStartDate: '2027-09-01',
  };
}

function favorite(userId: string, course: number): FavoriteDocument {
  const courseId = benchCourseId(course);
  return {
    id: courseId,
    userId,
    courseId,
    _deleted: false,
    revision: 1,
    updatedAt: SEEDED_AT,
  };
}

/** One user's documents per collection, in feed order. */
function userDocuments(index: number, favorites: number): [SyncCollection, SyncDocument[]][] {
  const userId = benchUserId(index);
  return [
    ['favorites', Array.from({ length: favorites }, (_, course) => favorite(userId, course))],
    ['profile', [fullProfile(userId, index)]],
    ['settings', [{ ...defaultSettings(userId), revision: 1, updatedAt: SEEDED_AT }]],
  ];
}

/** Buffers inserts per collection and writes them `BATCH` at a time. */
class BulkWriter {
  private readonly pending = new Map<string, object[]>();

  constructor(private readonly connection: Connection) {}

  async add(collection: string, document: object): Promise<void> {
    const batch = this.pending.get(collection) ?? [];
    batch.push(document);
    this.pending.set(collection, batch);
    if (batch.length >= BATCH) await this.write(collection);
  }

  async flush(): Promise<void> {
    for (const collection of [...this.pending.keys()]) await this.write(collection);
  }

  private async write(collection: string): Promise<void> {
    const batch = this.pending.get(collection) ?? [];
    this.pending.delete(collection);
    if (batch.length === 0) return;
    await this.connection.collection(collection).insertMany(batch, { ordered: false });
  }
}

/** Seeds `users` students with `favorites` favourites, a full profile and settings each. */
export async function seedSync(
  mongoUri: string,
  dbName: string,
  users: number,
  favorites: number,
  progress: (done: number) => void = () => undefined,
): Promise<void> {
  const connection = await mongoose.createConnection(mongoUri, { dbName }).asPromise();
  try {
    const writer = new BulkWriter(connection);
    const seededAt = new Date(SEEDED_AT);
    for (let index = 0; index < users; index++) {
      const userId = benchUserId(index);
      await writer.add('users', {
        _id: userId,
        name: benchUserEmail(index),
        email: benchUserEmail(index),
        roles: ['student'],
        status: 'active',
        createdAt: seededAt,
        lastLoginAt: seededAt,
      });
      for (const [collection, documents] of userDocuments(index, favorites)) {
        let live = 0;
        for (const [position, document] of documents.entries()) {
          live += document._deleted ? 0 : 1;
          const sequence = position + 1;
          await writer.add('sync_revisions', {
            _id: revisionKey(userId, collection, document.id, 1),
            document,
          });
          await writer.add('sync_feed', {
            _id: feedEntryKey(userId, collection, sequence),
            document,
            live,
          });
        }
        for (let page = 0; (page + 1) * FEED_PAGE_SIZE <= documents.length; page++) {
          await writer.add('sync_feed_pages', {
            _id: feedPageKey(userId, collection, page),
            documents: JSON.stringify(
              documents.slice(page * FEED_PAGE_SIZE, (page + 1) * FEED_PAGE_SIZE),
            ),
          });
        }
        await writer.add('sync_feed_heads', {
          _id: feedKey(userId, collection),
          sequence: documents.length,
        });
      }
      if ((index + 1) % 500 === 0) progress(index + 1);
    }
    await writer.flush();
  } finally {
    await connection.close();
  }
}
