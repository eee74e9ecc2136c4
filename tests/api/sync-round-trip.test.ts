import { newFavorite } from '../../shared/sync/favorite-document';
import { emptyProfile } from '../../shared/sync/profile-document';
import { defaultSettings } from '../../shared/sync/settings-document';
import { notificationsSocketPath } from '../../shared/realtime/realtime-messages';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('Sync pull and push round trips', () => {
  let server: RealtimeTestServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeTestServer();
  });
  afterEach(() => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
  });
  afterAll(() => server.close());

  it('stores a pushed favourite with a server revision and time, and another device pulls it', async () => {
    const laptop = await syncDevice(server, 'auth0|round-1');
    const phone = await syncDevice(server, 'auth0|round-1');
    const before = Date.now();
    const pushed = await laptop.push('favorites', [
      { newDocumentState: newFavorite('auth0|round-1', 'lyon-mba') },
    ]);
    expect(pushed).toEqual({ status: 200, body: [] });

    const pulled = await phone.pull('favorites', null);
    expect(pulled.status).toBe(200);
    expect(pulled.body.checkpoint).toEqual({ sequence: 1 });
    const [favorite] = pulled.body.documents;
    expect(favorite).toEqual({
      ...newFavorite('auth0|round-1', 'lyon-mba'),
      revision: 1,
      updatedAt: expect.stringMatching(ISO_INSTANT),
    });
    expect(Date.parse(favorite!.updatedAt!)).toBeGreaterThanOrEqual(before - 1);
    expect(await phone.pull('favorites', { sequence: 1 })).toEqual({
      status: 200,
      body: { documents: [], checkpoint: { sequence: 1 } },
    });
  });

  it('pages through the feed by checkpoint and batch size, each document in its latest state', async () => {
    const device = await syncDevice(server, 'auth0|round-2');
    const courses = Array.from({ length: 7 }, (_, index) => `course-${index}`);
    for (const course of courses) {
      await device.push('favorites', [{ newDocumentState: newFavorite('auth0|round-2', course) }]);
    }
    const first = await device.pull('favorites', null, 3);
    expect(first.body.documents.map((doc) => doc.courseId)).toEqual(courses.slice(0, 3));
    expect(first.body.checkpoint).toEqual({ sequence: 3 });
    const second = await device.pull('favorites', first.body.checkpoint, 3);
    expect(second.body.documents.map((doc) => doc.courseId)).toEqual(courses.slice(3, 6));
    const third = await device.pull('favorites', second.body.checkpoint, 3);
    expect(third.body.documents.map((doc) => doc.courseId)).toEqual(['course-6']);
    expect(third.body.checkpoint).toEqual({ sequence: 7 });

    const removed = first.body.documents[1]!;
    await device.push('favorites', [
      { assumedMasterState: removed, newDocumentState: { ...removed, _deleted: true } },
    ]);
    const fresh = await device.pull('favorites', null, 100);
    expect(fresh.body.checkpoint).toEqual({ sequence: 8 });
    expect(fresh.body.documents).toHaveLength(7);
    expect(fresh.body.documents.filter((doc) => doc.courseId === 'course-1')).toEqual([
      { ...removed, _deleted: true, revision: 2, updatedAt: expect.any(String) },
    ]);
  });

  it('sends a removal as a tombstone that a device pulls after its checkpoint', async () => {
    const laptop = await syncDevice(server, 'auth0|round-3');
    const phone = await syncDevice(server, 'auth0|round-3');
    await laptop.push('favorites', [{ newDocumentState: newFavorite('auth0|round-3', 'kept') }]);
    await laptop.push('favorites', [{ newDocumentState: newFavorite('auth0|round-3', 'gone') }]);
    const synced = await phone.pullAll('favorites');
    expect(synced.documents.map((doc) => doc.courseId).sort()).toEqual(['gone', 'kept']);

    const master = synced.documents.find((doc) => doc.courseId === 'gone')!;
    expect(
      await laptop.push('favorites', [
        { assumedMasterState: master, newDocumentState: { ...master, _deleted: true } },
      ]),
    ).toEqual({ status: 200, body: [] });
    const after = await phone.pull('favorites', synced.checkpoint);
    expect(after.body.documents).toEqual([
      { ...master, _deleted: true, revision: 2, updatedAt: expect.stringMatching(ISO_INSTANT) },
    ]);
  });

  it('accepts a second edit pushed before pulling the first one back, and the pull catches up', async () => {
    const device = await syncDevice(server, 'auth0|round-4', 'ada@example.com');
    const profile = { ...emptyProfile('auth0|round-4'), firstName: 'Ada' };
    expect(await device.push('profile', [{ newDocumentState: profile }])).toEqual({
      status: 200,
      body: [],
    });
    // RxDB now takes the pushed state (no server revision) as the assumed master.
    const edited = { ...profile, city: 'Lyon' };
    expect(
      await device.push('profile', [{ assumedMasterState: profile, newDocumentState: edited }]),
    ).toEqual({ status: 200, body: [] });
    const again = { ...edited, bio: 'Engineer' };
    expect(
      await device.push('profile', [{ assumedMasterState: edited, newDocumentState: again }]),
    ).toEqual({ status: 200, body: [] });

    const { documents } = await device.pullAll('profile');
    expect(documents).toEqual([
      {
        ...again,
        email: 'ada@example.com',
        revision: 3,
        updatedAt: expect.stringMatching(ISO_INSTANT),
      },
    ]);
  });

  it('writes server-owned fields itself: a pushed email or revision is not stored', async () => {
    const device = await syncDevice(server, 'auth0|round-5', 'ada5@example.com');
    await device.push('profile', [
      {
        newDocumentState: {
          ...emptyProfile('auth0|round-5', 'forged@example.com'),
          revision: 40,
          updatedAt: '2000-01-01T00:00:00.000Z',
        },
      },
    ]);
    const { documents } = await device.pullAll('profile');
    expect(documents[0]).toMatchObject({ email: 'ada5@example.com', revision: 1 });
    expect(documents[0]!.updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('accepts a retried push of a state it already holds without writing it again', async () => {
    const device = await syncDevice(server, 'auth0|round-6');
    const settings = defaultSettings('auth0|round-6');
    await device.push('settings', [{ newDocumentState: settings }]);
    expect(await device.push('settings', [{ newDocumentState: settings }])).toEqual({
      status: 200,
      body: [],
    });
    const pulled = await device.pull('settings', null);
    expect(pulled.body.documents).toHaveLength(1);
    expect(pulled.body.checkpoint).toEqual({ sequence: 1 });
  });

  it("tells the user's open sockets to pull the collection after an accepted write", async () => {
    const device = await syncDevice(server, 'auth0|round-7');
    const socket = openSocket(
      server.origin,
      notificationsSocketPath('auth0|round-7', device.token),
    );
    const otherUser = await syncDevice(server, 'auth0|round-7-other');
    const otherSocket = openSocket(
      server.origin,
      notificationsSocketPath('auth0|round-7-other', otherUser.token),
    );
    sockets.push(socket, otherSocket);
    expect(await socket.nextMessage()).toMatchObject({ type: 'presence' });
    expect(await otherSocket.nextMessage()).toMatchObject({ type: 'presence' });

    await device.push('settings', [{ newDocumentState: defaultSettings('auth0|round-7') }]);
    expect(await socket.nextMessage()).toEqual({ type: 'resync', collections: ['settings'] });

    // The other user's socket hears only its own: its first message after presence is its resync.
    await otherUser.push('favorites', [
      { newDocumentState: newFavorite('auth0|round-7-other', 'c-1') },
    ]);
    expect(await otherSocket.nextMessage()).toEqual({ type: 'resync', collections: ['favorites'] });
  });
});
