import { SYNC_CONFLICT_POLICIES } from '../../shared/sync/conflict-policies';
import { newFavorite } from '../../shared/sync/favorite-document';
import { emptyProfile } from '../../shared/sync/profile-document';
import { defaultSettings } from '../../shared/sync/settings-document';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

/**
 * Conflicts as RxDB meets them: the server answers the master state, the browser resolves it
 * with the collection's shared policy and pushes the result with that master as its assumption.
 */
describe('Sync conflicts per collection policy', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
  });
  afterAll(() => server.close());

  it('favorites: a device adding a course it never saw removed gets the tombstone back, and the add wins', async () => {
    const user = 'auth0|conflict-fav';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    await laptop.push('favorites', [{ newDocumentState: newFavorite(user, 'oslo-msc') }]);
    const [added] = (await laptop.pullAll('favorites')).documents;
    await laptop.push('favorites', [
      { assumedMasterState: added, newDocumentState: { ...added!, _deleted: true } },
    ]);

    // The phone, offline all along, favourites the same course as a new document.
    const mine = newFavorite(user, 'oslo-msc');
    const answer = await phone.push('favorites', [{ newDocumentState: mine }]);
    expect(answer).toEqual({
      status: 200,
      body: [{ ...mine, _deleted: true, revision: 2, updatedAt: expect.any(String) }],
    });

    const master = answer.body[0]!;
    const resolved = SYNC_CONFLICT_POLICIES.favorites.resolve({
      newDocumentState: mine,
      realMasterState: master,
    });
    expect(resolved).toEqual({ ...master, _deleted: false });
    expect(
      await phone.push('favorites', [{ assumedMasterState: master, newDocumentState: resolved }]),
    ).toEqual({ status: 200, body: [] });
    const { documents } = await laptop.pullAll('favorites');
    expect(documents).toEqual([{ ...mine, revision: 3, updatedAt: expect.any(String) }]);
  });

  it('favorites: a device with no net change of its own takes the removal made elsewhere', async () => {
    const user = 'auth0|conflict-fav-3';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    await laptop.push('favorites', [{ newDocumentState: newFavorite(user, 'kyoto-ma') }]);
    const [seen] = (await phone.pullAll('favorites')).documents;
    await laptop.push('favorites', [
      { assumedMasterState: seen, newDocumentState: { ...seen!, _deleted: true } },
    ]);
    // The phone removed and re-added it offline: its state equals what it last saw.
    const answer = await phone.push('favorites', [
      { assumedMasterState: seen, newDocumentState: { ...seen! } },
    ]);
    expect(answer.body).toEqual([
      { ...seen, _deleted: true, revision: 2, updatedAt: expect.any(String) },
    ]);
    const resolved = SYNC_CONFLICT_POLICIES.favorites.resolve({
      assumedMasterState: seen,
      newDocumentState: seen!,
      realMasterState: answer.body[0]!,
    });
    expect(resolved).toEqual(answer.body[0]);
  });

  it('favorites: a removal from a device that last saw the course saved does not undo its re-adding elsewhere', async () => {
    const user = 'auth0|conflict-fav-4';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    await laptop.push('favorites', [{ newDocumentState: newFavorite(user, 'graz-msc') }]);
    const [seen] = (await phone.pullAll('favorites')).documents;

    // The laptop removes the course, pulls the tombstone and saves the course again (as local
    // changes do, without the server's revision), so the master is saved again, at revision 3.
    await laptop.push('favorites', [
      {
        assumedMasterState: seen,
        newDocumentState: { ...newFavorite(user, 'graz-msc'), _deleted: true },
      },
    ]);
    const [removed] = (await laptop.pullAll('favorites')).documents;
    await laptop.push('favorites', [
      { assumedMasterState: removed, newDocumentState: newFavorite(user, 'graz-msc') },
    ]);

    // The phone, still at revision 1 (saved, like the master by content), removes it.
    const mine = { ...newFavorite(user, 'graz-msc'), _deleted: true };
    const answer = await phone.push('favorites', [
      { assumedMasterState: seen, newDocumentState: mine },
    ]);
    const master = { ...newFavorite(user, 'graz-msc'), revision: 3, updatedAt: expect.any(String) };
    expect(answer).toEqual({ status: 200, body: [master] });
    expect(
      SYNC_CONFLICT_POLICIES.favorites.resolve({
        assumedMasterState: seen,
        newDocumentState: mine,
        realMasterState: answer.body[0]!,
      }),
    ).toEqual(answer.body[0]);
    expect((await laptop.pullAll('favorites')).documents).toEqual([master]);
  });

  it('favorites: two devices adding the same course end with one live favourite and no conflict', async () => {
    const user = 'auth0|conflict-fav-2';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    await laptop.push('favorites', [{ newDocumentState: newFavorite(user, 'rome-ba') }]);
    expect(
      await phone.push('favorites', [{ newDocumentState: newFavorite(user, 'rome-ba') }]),
    ).toEqual({
      status: 200,
      body: [],
    });
    const { documents } = await phone.pullAll('favorites');
    expect(documents).toEqual([
      { ...newFavorite(user, 'rome-ba'), revision: 1, updatedAt: expect.any(String) },
    ]);
  });

  it('profile: concurrent edits of different fields merge field by field after one conflict', async () => {
    const user = 'auth0|conflict-profile';
    const laptop = await syncDevice(server, user, 'grace@example.com');
    const phone = await syncDevice(server, user, 'grace@example.com');
    await laptop.push('profile', [
      { newDocumentState: { ...emptyProfile(user), firstName: 'Grace' } },
    ]);
    const [seen] = (await phone.pullAll('profile')).documents;

    await laptop.push('profile', [
      { assumedMasterState: seen, newDocumentState: { ...seen!, city: 'Ankara', bio: 'Nurse' } },
    ]);
    const mine = { ...seen!, lastName: 'Hopper', city: 'Izmir' };
    const answer = await phone.push('profile', [
      { assumedMasterState: seen, newDocumentState: mine },
    ]);
    expect(answer.body).toEqual([
      { ...seen, city: 'Ankara', bio: 'Nurse', revision: 2, updatedAt: expect.any(String) },
    ]);

    const master = answer.body[0]!;
    const resolved = SYNC_CONFLICT_POLICIES.profile.resolve({
      assumedMasterState: seen,
      newDocumentState: mine,
      realMasterState: master,
    });
    expect(
      await phone.push('profile', [{ assumedMasterState: master, newDocumentState: resolved }]),
    ).toEqual({ status: 200, body: [] });
    const { documents } = await laptop.pullAll('profile');
    expect(documents).toEqual([
      {
        ...seen,
        firstName: 'Grace',
        lastName: 'Hopper',
        bio: 'Nurse',
        city: 'Izmir',
        email: 'grace@example.com',
        revision: 3,
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('settings: a device that never saw the server document conflicts on its first push and merges its toggle in', async () => {
    const user = 'auth0|conflict-settings';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    const laptopSettings = defaultSettings(user);
    laptopSettings.display.theme = 'dark';
    await laptop.push('settings', [{ newDocumentState: laptopSettings }]);

    const phoneSettings = defaultSettings(user);
    phoneSettings.notifications.sms = true;
    const answer = await phone.push('settings', [{ newDocumentState: phoneSettings }]);
    expect(answer.body).toEqual([
      { ...laptopSettings, revision: 1, updatedAt: expect.any(String) },
    ]);

    const resolved = SYNC_CONFLICT_POLICIES.settings.resolve({
      newDocumentState: phoneSettings,
      realMasterState: answer.body[0]!,
    });
    await phone.push('settings', [
      { assumedMasterState: answer.body[0], newDocumentState: resolved },
    ]);
    const [stored] = (await laptop.pullAll('settings')).documents;
    expect(stored?.display.theme).toBe('dark');
    expect(stored?.notifications.sms).toBe(true);
    expect(stored?.revision).toBe(2);
  });
});
