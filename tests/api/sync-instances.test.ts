import { SyncRepository } from '../../api/src/sync/sync.repository';
import { newFavorite } from '../../shared/sync/favorite-document';
import { emptyProfile } from '../../shared/sync/profile-document';
import { notificationsSocketPath } from '../../shared/realtime/realtime-messages';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const CHANGES_PER_DEVICE = 30;
const RACING_EDITS = 10;

/**
 * Two API instances on one database and one Redis (DESIGN.md decision 12): one user's devices
 * land on different instances, whose in-process locks know nothing of each other.
 */
describe('Sync across two API instances', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
  });
  afterEach(() => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it(`keeps all ${2 * CHANGES_PER_DEVICE} changes pushed at once through both instances, with exact sequences and count`, async () => {
    const user = 'auth0|instances-many';
    const laptop = await syncDevice(first, user);
    const phone = await syncDevice(second, user);
    const answers = await Promise.all(
      Array.from({ length: 2 * CHANGES_PER_DEVICE }, (_, index) =>
        (index % 2 ? phone : laptop).push('favorites', [
          { newDocumentState: newFavorite(user, `course-${index}`) },
        ]),
      ),
    );
    expect(answers.map((answer) => answer.body)).toEqual(answers.map(() => []));

    const total = 2 * CHANGES_PER_DEVICE;
    const sequences: number[] = [];
    for (let at = 0; ; at++) {
      const page = await phone.pull('favorites', { sequence: at }, 1);
      if (page.body.documents.length === 0) break;
      sequences.push(page.body.checkpoint!.sequence);
    }
    expect(sequences).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    const { documents } = await laptop.pullAll('favorites');
    expect(new Set(documents.map((doc) => doc.courseId)).size).toBe(total);
    expect(documents.every((doc) => doc.revision === 1)).toBe(true);
    expect((await laptop.count('favorites')).body).toEqual({ count: total });
    expect((await phone.count('favorites')).body).toEqual({ count: total });
  });

  it('lets exactly one of many edits from the same state win when both instances take them at once', async () => {
    const user = 'auth0|instances-one';
    const laptop = await syncDevice(first, user);
    const phone = await syncDevice(second, user);
    await laptop.push('profile', [{ newDocumentState: emptyProfile(user) }]);
    const [seen] = (await phone.pullAll('profile')).documents;
    const answers = await Promise.all(
      Array.from({ length: RACING_EDITS }, (_, index) =>
        (index % 2 ? phone : laptop).push('profile', [
          { assumedMasterState: seen, newDocumentState: { ...seen!, city: `City ${index}` } },
        ]),
      ),
    );
    const accepted = answers.filter((answer) => answer.body.length === 0);
    expect(accepted).toHaveLength(1);
    const winner = answers.indexOf(accepted[0]!);
    // Every other edit conflicts and is answered the winner's state at revision 2.
    for (const answer of answers.filter((other) => other !== accepted[0])) {
      expect(answer.body).toEqual([
        expect.objectContaining({ revision: 2, city: `City ${winner}` }),
      ]);
    }
    for (const device of [laptop, phone]) {
      const { documents, checkpoint } = await device.pullAll('profile');
      expect(documents).toEqual([expect.objectContaining({ revision: 2, city: `City ${winner}` })]);
      expect(checkpoint).toEqual({ sequence: 2 });
    }
  });

  it("serves from one instance's memory of a feed the entries another instance appends later", async () => {
    const user = 'auth0|instances-memory';
    const laptop = await syncDevice(first, user);
    const phone = await syncDevice(second, user);
    const courses = Array.from({ length: 60 }, (_, index) => `course-${index}`);
    for (const course of courses.slice(0, 50)) {
      await laptop.push('favorites', [{ newDocumentState: newFavorite(user, course) }]);
    }
    // The second instance reads the full page and its entries once and keeps them.
    const seen = await phone.pullAll('favorites');
    expect(seen.documents.map((doc) => doc.courseId)).toEqual(courses.slice(0, 50));

    for (const course of courses.slice(50)) {
      await laptop.push('favorites', [{ newDocumentState: newFavorite(user, course) }]);
    }
    const removed = seen.documents[0]!;
    await laptop.push('favorites', [
      { assumedMasterState: removed, newDocumentState: { ...removed, _deleted: true } },
    ]);
    const fresh = await phone.pull('favorites', null, 500);
    expect(fresh.body.checkpoint).toEqual({ sequence: 61 });
    expect(fresh.body.documents.map((doc) => [doc.courseId, doc._deleted])).toEqual([
      ...courses.slice(1).map((course) => [course, false]),
      [courses[0], true],
    ]);
    const incremental = await phone.pull('favorites', seen.checkpoint, 500);
    expect(incremental.body.documents).toHaveLength(11);
  });

  it("ends a document's feed at its latest revision when two instances append its revisions out of order", async () => {
    const repository = first.testApp.app.get(SyncRepository);
    const user = 'auth0|instances-order';
    const base = newFavorite(user, 'late');
    const at = (revision: number, deleted: boolean) => ({
      ...base,
      _deleted: deleted,
      revision,
      updatedAt: new Date().toISOString(),
    });
    expect(await repository.claimRevision(user, 'favorites', at(1, false))).toBe(true);
    await repository.appendToFeed(user, 'favorites', at(1, false), 1);
    // Instance A claims revision 2 (a removal); before it appends, instance B claims and appends 3.
    expect(await repository.claimRevision(user, 'favorites', at(2, true))).toBe(true);
    expect(await repository.claimRevision(user, 'favorites', at(3, false))).toBe(true);
    await repository.appendToFeed(user, 'favorites', at(3, false), 1);
    await repository.appendToFeed(user, 'favorites', at(2, true), -1);

    const entries = await repository.readFeed(user, 'favorites', 0, 10);
    expect(entries.map(({ document }) => document.revision)).toEqual([1, 3, 2, 3]);
    const device = await syncDevice(second, user);
    expect((await device.pullAll('favorites')).documents).toEqual([
      expect.objectContaining({ revision: 3, _deleted: false }),
    ]);
    // A device that had pulled up to the stale entry is brought forward by the next one.
    const after = await device.pull('favorites', { sequence: 3 });
    expect(after.body.documents).toEqual([expect.objectContaining({ revision: 3 })]);
    expect((await device.count('favorites')).body).toEqual({ count: 1 });
  });

  it("tells the user's sockets on both instances to pull after a push to one of them", async () => {
    const user = 'auth0|instances-poke';
    const onFirst = await syncDevice(first, user);
    const onSecond = await syncDevice(second, user);
    const socketOnFirst = openSocket(first.origin, notificationsSocketPath(user, onFirst.token));
    const socketOnSecond = openSocket(second.origin, notificationsSocketPath(user, onSecond.token));
    sockets.push(socketOnFirst, socketOnSecond);
    expect(await socketOnFirst.nextMessage()).toMatchObject({ type: 'presence' });
    expect(await socketOnSecond.nextMessage()).toMatchObject({ type: 'presence' });

    await onFirst.push('favorites', [{ newDocumentState: newFavorite(user, 'poke') }]);
    expect(await socketOnSecond.nextMessage()).toEqual({
      type: 'resync',
      collections: ['favorites'],
    });
    expect(await socketOnFirst.nextMessage()).toEqual({
      type: 'resync',
      collections: ['favorites'],
    });

    // Each socket hears each push once: the next message is the next push's, not a repeat.
    await onSecond.push('profile', [{ newDocumentState: emptyProfile(user) }]);
    expect(await socketOnFirst.nextMessage()).toEqual({ type: 'resync', collections: ['profile'] });
    expect(await socketOnSecond.nextMessage()).toEqual({
      type: 'resync',
      collections: ['profile'],
    });
  });
});
