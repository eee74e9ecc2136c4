import { SyncRepository } from '../../api/src/sync/sync.repository';
import { newFavorite } from '../../shared/sync/favorite-document';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const CHANGES_PER_DEVICE = 50;

/** Two devices of one user pushing at once on the embedded database (DESIGN.md decision 10). */
describe('Sync under concurrent pushes', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
  });
  afterAll(() => server.close());

  it(`stores ${CHANGES_PER_DEVICE} changes from each of two devices pushed at once, with a feed free of gaps and duplicates`, async () => {
    const user = 'auth0|two-devices';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    const changes = (prefix: string) =>
      Array.from({ length: CHANGES_PER_DEVICE }, (_, index) =>
        newFavorite(user, `${prefix}-${index}`),
      );
    // One push per change, all in flight together, as two busy replications would send them.
    const answers = await Promise.all(
      [...changes('laptop'), ...changes('phone')].map((favorite, index) =>
        (index % 2 ? phone : laptop).push('favorites', [{ newDocumentState: favorite }]),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.length === 0)).toBe(true);

    // Read the feed one entry at a time: every sequence 1…100 is there, once each.
    const sequences: number[] = [];
    const courses: string[] = [];
    for (let at = 0; ; at++) {
      const page = await laptop.pull('favorites', { sequence: at }, 1);
      if (page.body.documents.length === 0) break;
      sequences.push(page.body.checkpoint!.sequence);
      courses.push(page.body.documents[0]!.courseId);
    }
    const total = 2 * CHANGES_PER_DEVICE;
    expect(sequences).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(new Set(courses).size).toBe(total);

    const laptopView = await laptop.pullAll('favorites');
    const phoneView = await phone.pullAll('favorites', null, 7);
    expect(laptopView.documents).toHaveLength(total);
    expect(phoneView.documents.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      laptopView.documents.sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(phoneView.checkpoint).toEqual({ sequence: total });
  });

  it('stores one revision when two devices push the same removal at once', async () => {
    const user = 'auth0|one-document';
    const laptop = await syncDevice(server, user);
    const phone = await syncDevice(server, user);
    await laptop.push('favorites', [{ newDocumentState: newFavorite(user, 'shared') }]);
    const [seen] = (await laptop.pullAll('favorites')).documents;
    // Both remove it from the same assumed state at once: one write, the other already matches.
    const answers = await Promise.all(
      [laptop, phone, laptop, phone].map((device) =>
        device.push('favorites', [
          { assumedMasterState: seen, newDocumentState: { ...seen!, _deleted: true } },
        ]),
      ),
    );
    expect(answers.map((answer) => answer.body)).toEqual([[], [], [], []]);
    const { documents, checkpoint } = await phone.pullAll('favorites');
    expect(documents).toEqual([
      { ...seen, _deleted: true, revision: 2, updatedAt: expect.any(String) },
    ]);
    expect(checkpoint).toEqual({ sequence: 2 });
  });

  it('lets only one of many writers claim a revision or a feed sequence, with no lock in between (two API instances)', async () => {
    const repository = server.testApp.app.get(SyncRepository);
    const user = 'auth0|claims';
    const state = {
      ...newFavorite(user, 'contested'),
      revision: 1,
      updatedAt: new Date().toISOString(),
    };
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => repository.claimRevision(user, 'favorites', state)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);

    const sequences = await Promise.all(
      Array.from({ length: 40 }, () => repository.appendToFeed(user, 'favorites', state, 0)),
    );
    expect([...sequences].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    const entries = await repository.readFeed(user, 'favorites', 0, 100);
    expect(entries.map((entry) => entry.sequence)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });
});
