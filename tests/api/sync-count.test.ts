import { newFavorite } from '../../shared/sync/favorite-document';
import { emptyProfile } from '../../shared/sync/profile-document';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

/** `POST /api/sync/:collection/count`: the caller's live documents, read by `_id` only. */
describe('Sync count', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
  });
  afterAll(() => server.close());

  it('counts live favourites through additions, removals, restores and edits', async () => {
    const user = 'auth0|count-1';
    const device = await syncDevice(server, user);
    expect(await device.count('favorites')).toEqual({ status: 200, body: { count: 0 } });

    for (const course of ['a', 'b', 'c']) {
      await device.push('favorites', [{ newDocumentState: newFavorite(user, course) }]);
    }
    expect((await device.count('favorites')).body).toEqual({ count: 3 });

    const { documents } = await device.pullAll('favorites');
    const b = documents.find((doc) => doc.id === 'b')!;
    await device.push('favorites', [
      { assumedMasterState: b, newDocumentState: { ...b, _deleted: true } },
    ]);
    expect((await device.count('favorites')).body).toEqual({ count: 2 });

    // A retried removal writes nothing and counts nothing.
    await device.push('favorites', [
      { assumedMasterState: b, newDocumentState: { ...b, _deleted: true } },
    ]);
    expect((await device.count('favorites')).body).toEqual({ count: 2 });

    const removed = (await device.pullAll('favorites')).documents.find((doc) => doc.id === 'b')!;
    await device.push('favorites', [
      { assumedMasterState: removed, newDocumentState: { ...removed, _deleted: false } },
    ]);
    expect((await device.count('favorites')).body).toEqual({ count: 3 });

    const profile = emptyProfile(user);
    await device.push('profile', [{ newDocumentState: profile }]);
    const [stored] = (await device.pullAll('profile')).documents;
    await device.push('profile', [
      { assumedMasterState: stored, newDocumentState: { ...stored!, city: 'Lyon' } },
    ]);
    expect((await device.count('profile')).body).toEqual({ count: 1 });
    expect((await device.count('settings')).body).toEqual({ count: 0 });
  });

  it('counts exactly after 40 additions and 10 removals raced by two devices', async () => {
    const user = 'auth0|count-race';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    const courses = Array.from({ length: 40 }, (_, index) => `race-${index}`);
    await Promise.all(
      courses.map((course, index) =>
        (index % 2 ? phone : laptop).push('favorites', [
          { newDocumentState: newFavorite(user, course) },
        ]),
      ),
    );
    const { documents } = await laptop.pullAll('favorites');
    await Promise.all(
      documents.slice(0, 10).flatMap((seen) =>
        // Both devices remove the same ten at once: each removal is stored once.
        [laptop, phone].map((device) =>
          device.push('favorites', [
            { assumedMasterState: seen, newDocumentState: { ...seen, _deleted: true } },
          ]),
        ),
      ),
    );
    expect((await phone.count('favorites')).body).toEqual({ count: 30 });
    const live = (await phone.pullAll('favorites')).documents.filter((doc) => !doc._deleted);
    expect(live).toHaveLength(30);
  });

  it("counts only the caller's own documents and answers 404 for an unknown collection", async () => {
    const owner = await syncDevice(server, 'auth0|count-owner');
    const other = await syncDevice(server, 'auth0|count-other');
    await owner.push('favorites', [{ newDocumentState: newFavorite('auth0|count-owner', 'x') }]);
    expect((await other.count('favorites')).body).toEqual({ count: 0 });
    expect((await owner.count('messages' as 'favorites')).status).toBe(404);
  });
});
