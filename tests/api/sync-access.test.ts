import request from 'supertest';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import { newFavorite } from '../../shared/sync/favorite-document';
import { emptyProfile } from '../../shared/sync/profile-document';
import { defaultSettings } from '../../shared/sync/settings-document';
import { SYNC_PUSH_MAX_ROWS, syncPaths } from '../../shared/sync/sync-protocol';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const ADA = 'auth0|access-ada';
const EVE = 'auth0|access-eve';

const forbidden = {
  statusCode: 403,
  error: 'Forbidden',
  message: CALL_ERROR_MESSAGES.forbidden,
};

/** Decision 11 (a user reaches only their own data) and spec §5 validation on the sync endpoints. */
describe('Sync access and validation', () => {
  let server: RealtimeTestServer;
  /** The app's warnings, as pino writes them (one JSON line per call). */
  const warnings: { msg: string; userId?: string; collection?: string }[] = [];
  const storedCount = () => server.testApp.db.collection('sync_revisions').countDocuments();

  beforeAll(async () => {
    server = await startRealtimeTestServer(
      { LOG_LEVEL: 'warn' },
      { logDestination: { write: (line: string) => warnings.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => server.close());

  it("never lets one user read another's documents: a pull answers only the caller's own feed", async () => {
    const ada = await syncDevice(server, ADA);
    const eve = await syncDevice(server, EVE);
    await ada.push('favorites', [{ newDocumentState: newFavorite(ADA, 'secret-course') }]);
    await ada.push('profile', [{ newDocumentState: { ...emptyProfile(ADA), bio: 'private' } }]);
    expect((await eve.pull('favorites', null)).body).toEqual({ documents: [], checkpoint: null });
    expect((await eve.pull('profile', null)).body).toEqual({ documents: [], checkpoint: null });
  });

  it("refuses with 403 a push of another user's documents, storing nothing", async () => {
    const eve = await syncDevice(server, EVE);
    const before = await storedCount();
    const attempts = [
      eve.push('favorites', [{ newDocumentState: newFavorite(ADA, 'planted') }]),
      eve.push('profile', [{ newDocumentState: emptyProfile(ADA) }]),
      // Her own user id on Ada's profile document: the document id is outside her space.
      eve.push('profile', [{ newDocumentState: { ...emptyProfile(ADA), userId: EVE } }]),
      eve.push('settings', [
        { newDocumentState: defaultSettings(EVE) },
        { newDocumentState: defaultSettings(ADA) },
      ]),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer).toEqual({ status: 403, body: forbidden });
    }
    expect(await storedCount()).toBe(before);
    const refusals = warnings.filter((line) => line.msg === 'push outside the user refused');
    expect(refusals).toHaveLength(attempts.length);
    expect(refusals[0]).toMatchObject({ userId: EVE });
  });

  it('refuses an invalid document with 400 naming the field, storing nothing of the push', async () => {
    const ada = await syncDevice(server, ADA);
    const before = await storedCount();
    const answer = await ada.push('profile', [
      { newDocumentState: { ...emptyProfile(ADA), phone: '12345' } },
    ]);
    expect(answer).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: CALL_ERROR_MESSAGES.badRequest,
        details: [{ field: '0.newDocumentState.phone', message: LEAD_MESSAGES.invalidPhone }],
      },
    });
    const mixed = await ada.push('favorites', [
      { newDocumentState: newFavorite(ADA, 'valid-one') },
      { newDocumentState: { ...newFavorite(ADA, 'bad'), courseId: '' } },
    ]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.details).toEqual(
      expect.arrayContaining([
        { field: '1.newDocumentState.courseId', message: LEAD_MESSAGES.required },
      ]),
    );
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 to a malformed pull or push body and 404 to an unknown collection', async () => {
    const ada = await syncDevice(server, ADA);
    const badPull = await ada.pull('favorites', { sequence: -1 }, 10);
    expect(badPull.status).toBe(400);
    expect(badPull.body.details).toEqual([
      { field: 'checkpoint.sequence', message: expect.any(String) },
    ]);
    expect((await ada.push('favorites', { rows: [] })).status).toBe(400);
    const tooMany = Array.from({ length: SYNC_PUSH_MAX_ROWS + 1 }, (_, index) => ({
      newDocumentState: newFavorite(ADA, `many-${index}`),
    }));
    expect((await ada.push('favorites', tooMany)).status).toBe(400);

    const unknown = await request(server.testApp.http)
      .post('/api/sync/passwords/pull')
      .set('Authorization', `Bearer ${ada.token}`)
      .send({ checkpoint: null, batchSize: 10 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CALL_ERROR_MESSAGES.notFound);
  });

  it('answers 401 without a token', async () => {
    const answer = await request(server.testApp.http)
      .post(syncPaths('favorites').pull)
      .send({ checkpoint: null, batchSize: 10 });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(CALL_ERROR_MESSAGES.unauthorized);
  });
});
