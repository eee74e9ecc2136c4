import { SYNC_COLLECTION_SCHEMAS, SYNC_COLLECTIONS } from './sync-collections';
import { syncTombstone } from './sync-tombstones';

describe('sync tombstones of a deleted account', () => {
  const stamps = { userId: 'local|ada', revision: 3, updatedAt: '2026-11-23T08:00:00.000Z' };

  it.each(SYNC_COLLECTIONS)(
    'a %s tombstone is a valid, deleted document of its collection',
    (collection) => {
      const id = collection === 'favorites' ? 'lyon-mba' : stamps.userId;
      const tombstone = syncTombstone(collection, { id, ...stamps });
      expect(SYNC_COLLECTION_SCHEMAS[collection].safeParse(tombstone).success).toBe(true);
      expect(tombstone).toMatchObject({
        id,
        _deleted: true,
        revision: 3,
        updatedAt: stamps.updatedAt,
      });
    },
  );

  it('keeps nothing the user wrote', () => {
    const profile = syncTombstone('profile', { id: stamps.userId, ...stamps });
    expect(profile).toMatchObject({
      firstName: '',
      email: '',
      languages: [],
      desiredCountries: [],
    });
  });
});
