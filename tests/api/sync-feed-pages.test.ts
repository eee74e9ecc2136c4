import { feedPageKey } from '../../api/src/sync/sync-keys';
import { SyncRepository } from '../../api/src/sync/sync.repository';
import { newFavorite } from '../../shared/sync/favorite-document';
import { SYNC_PUSH_MAX_ROWS } from '../../shared/sync/sync-protocol';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { type SyncDevice, syncDevice } from './sync-test-client';

const FAVORITES = 120;

/** The feed read through its pages of 50 entries (sync-keys.ts) answers what its entries hold. */
describe('Sync feed pages', () => {
  let server: RealtimeTestServer;
  const user = 'auth0|pages';
  let device: SyncDevice;

  const pages = () => server.testApp.db.collection<{ _id: string }>('sync_feed_pages');
  const courseOf = (sequence: number) => `course-${String(sequence).padStart(3, '0')}`;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    device = await syncDevice(server, user);
    const favorites = Array.from({ length: FAVORITES }, (_, index) => ({
      newDocumentState: newFavorite(user, courseOf(index + 1)),
    }));
    for (let start = 0; start < FAVORITES; start += SYNC_PUSH_MAX_ROWS) {
      const pushed = await device.push(
        'favorites',
        favorites.slice(start, start + SYNC_PUSH_MAX_ROWS),
      );
      expect(pushed).toEqual({ status: 200, body: [] });
    }
  });
  afterAll(() => server.close());

  /** Pulls from `after` with `batchSize` and answers the courses, in order, and the checkpoint. */
  async function pulled(after: number, batchSize: number) {
    const answer = await device.pull(
      'favorites',
      after === 0 ? null : { sequence: after },
      batchSize,
    );
    return {
      courses: answer.body.documents.map((doc) => doc.courseId),
      checkpoint: answer.body.checkpoint,
    };
  }

  const expected = (after: number, batchSize: number) => {
    const last = Math.min(FAVORITES, after + batchSize);
    return {
      courses: Array.from({ length: last - after }, (_, index) => courseOf(after + index + 1)),
      checkpoint: { sequence: last },
    };
  };

  it('packs each full page of 50 entries as the appender completes it', async () => {
    expect(await pages().findOne({ _id: feedPageKey(user, 'favorites', 0) })).not.toBeNull();
    expect(await pages().findOne({ _id: feedPageKey(user, 'favorites', 1) })).not.toBeNull();
    expect(await pages().findOne({ _id: feedPageKey(user, 'favorites', 2) })).toBeNull();
  });

  it.each([
    [0, 200],
    [0, 50],
    [0, 49],
    [30, 100],
    [50, 50],
    [99, 21],
    [100, 500],
  ])(
    'answers the entries after sequence %i in batches of %i, across and within pages',
    async (after, batchSize) => {
      expect(await pulled(after, batchSize)).toEqual(expected(after, batchSize));
    },
  );

  it('reads the entries when a page is missing (its appender stopped) and packs it again', async () => {
    await pages().deleteOne({ _id: feedPageKey(user, 'favorites', 1) });
    // An instance that never saw the page (the test's own did: its push completed it).
    server.testApp.app.get(SyncRepository).forget(user, 'favorites', FAVORITES);
    expect(await pulled(0, 500)).toEqual(expected(0, 500));
    expect(await pages().findOne({ _id: feedPageKey(user, 'favorites', 1) })).not.toBeNull();
    expect(await pulled(40, 80)).toEqual(expected(40, 80));
  });
});
