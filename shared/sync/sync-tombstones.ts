/**
 * The tombstone of a synced document: valid under its collection's schema, holding nothing the
 * user wrote, and `_deleted`, so a device that pulls it removes its local copy. Account deletion
 * writes these over every state the server kept.
 */
import { emptyProfile } from './profile-document';
import { defaultSettings } from './settings-document';
import { type SyncCollection, type SyncDocumentOf } from './sync-collections';

export function syncTombstone<C extends SyncCollection>(
  collection: C,
  document: Pick<SyncDocumentOf<C>, 'id' | 'userId' | 'revision' | 'updatedAt'>,
): SyncDocumentOf<C> {
  const { id, userId, revision, updatedAt } = document;
  const stamps = { revision, updatedAt, _deleted: true };
  if (collection === 'profile') return { ...emptyProfile(userId), ...stamps } as SyncDocumentOf<C>;
  if (collection === 'settings') {
    return { ...defaultSettings(userId), ...stamps } as SyncDocumentOf<C>;
  }
  return { id, userId, courseId: id, ...stamps } as SyncDocumentOf<C>;
}
