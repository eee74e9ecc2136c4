import { ACCOUNT_DELETION_WORDS } from '../../shared/account/account-deletion';
import { ACCOUNT_EXPORT_FORMAT } from '../../shared/account/account-export';
import { ACCOUNT_PATHS } from '../../shared/account/account-security';
import { newFavorite } from '../../shared/sync/favorite-document';
import { emptyProfile } from '../../shared/sync/profile-document';
import { defaultSettings } from '../../shared/sync/settings-document';
import { createTestApp, type TestApp } from '../harness/test-app';
import { api, newAccount, pull, push, signIn, type Device } from './account-fixtures';
import { idpLogin, listen } from './idp-login';

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('account management: export and deletion', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listen(testApp);
  });

  afterAll(() => testApp.close());

  /** A fresh account with two favourites (one removed again), a profile and settings. */
  async function accountWithData(label: string) {
    const { sub, email } = await newAccount(testApp, label);
    const laptop = await signIn(origin, email);
    await push(origin, laptop, 'favorites', [
      newFavorite(sub, 'lyon-mba'),
      newFavorite(sub, 'delft-msc'),
      newFavorite(sub, 'oslo-ba'),
    ]);
    await push(origin, laptop, 'profile', [
      { ...emptyProfile(sub), firstName: 'Ada', city: 'Lyon' },
    ]);
    await push(origin, laptop, 'settings', [defaultSettings(sub)]);
    return { sub, email, laptop };
  }

  const deleteAccount = (device: Device, confirmation = ACCOUNT_DELETION_WORDS.en) =>
    api(origin, device).post(ACCOUNT_PATHS.deletion, { language: 'en', confirmation });

  it('exports the account, the login and every synced document as a JSON download', async () => {
    const { sub, email, laptop } = await accountWithData('export');
    const answer = await api(origin, laptop).get(ACCOUNT_PATHS.export);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(answer.body).toMatchObject({
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: expect.stringMatching(ISO_INSTANT),
      account: { sub, email, roles: ['student'], status: 'active' },
      login: { email, name: 'Test export', roles: ['student'] },
      profile: { id: sub, firstName: 'Ada', city: 'Lyon', email, revision: 1 },
      settings: { id: sub, display: { language: 'en', currency: 'USD' } },
    });
    expect(answer.body.favorites.map((favorite: { id: string }) => favorite.id).sort()).toEqual([
      'delft-msc',
      'lyon-mba',
      'oslo-ba',
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('refuses a deletion without the exact confirmation word, and keeps everything', async () => {
    const { sub, email, laptop } = await accountWithData('wrong-word');
    for (const body of [
      { language: 'en', confirmation: 'delete me' },
      { language: 'ar', confirmation: ACCOUNT_DELETION_WORDS.en },
      { language: 'xx', confirmation: 'DELETE' },
      { confirmation: 'DELETE' },
    ]) {
      const answer = await api(origin, laptop).post(ACCOUNT_PATHS.deletion, body);
      expect(answer.status).toBe(400);
    }
    expect((await api(origin, laptop).get('/api/me')).status).toBe(200);
    expect((await idpLogin(origin, email, 'Original#2024')).token?.status).toBe(200);
    const deletions = testApp.db.collection('account_deletions');
    expect(await deletions.countDocuments({ _id: sub as never })).toBe(0);
  });

  it('accepts the confirmation word of the language in any letter case', async () => {
    const { sub } = await newAccount(testApp, 'turkish');
    const { email } = (await testApp.db.collection('idp_accounts').findOne({ _id: sub as never }))!;
    const device = await signIn(origin, email as string);
    const answer = await api(origin, device).post(ACCOUNT_PATHS.deletion, {
      language: 'tr',
      confirmation: ' sil ',
    });
    expect(answer.status).toBe(202);
  });

  it('deletes an account: login refused, tokens refused, data tombstoned, other devices purge', async () => {
    const { sub, email, laptop } = await accountWithData('delete');
    const phone = await signIn(origin, email);
    const phoneFavorites = await pull(origin, phone, 'favorites', 0);
    const phoneProfile = await pull(origin, phone, 'profile', 0);
    expect(phoneFavorites.body.documents).toHaveLength(3);

    const answer = await deleteAccount(laptop);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      requestedAt: expect.stringMatching(ISO_INSTANT),
      completeBy: expect.stringMatching(ISO_INSTANT),
    });
    const days = (Date.parse(answer.body.completeBy) - Date.parse(answer.body.requestedAt)) / 864e5;
    expect(days).toBe(30);

    // The login is gone and every token of the account refused.
    expect((await idpLogin(origin, email, 'Original#2024')).submitted.status).toBe(401);
    expect((await api(origin, phone).get('/api/me')).status).toBe(401);
    expect((await api(origin, laptop).get(ACCOUNT_PATHS.export)).status).toBe(401);
    expect(await testApp.db.collection('idp_accounts').findOne({ _id: sub as never })).toBeNull();
    expect(await testApp.db.collection('users').findOne({ _id: sub as never })).toMatchObject({
      name: '',
      email: '',
      deletedAt: expect.any(Date),
    });

    // The other device pulls on from its checkpoint and meets a tombstone for each document.
    const favorites = await pull(
      origin,
      phone,
      'favorites',
      phoneFavorites.body.checkpoint!.sequence,
    );
    expect(favorites.status).toBe(200);
    expect(
      favorites.body.documents
        .map(({ id, _deleted }) => ({ id, _deleted }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual([
      { id: 'delft-msc', _deleted: true },
      { id: 'lyon-mba', _deleted: true },
      { id: 'oslo-ba', _deleted: true },
    ]);
    const profile = await pull(origin, phone, 'profile', phoneProfile.body.checkpoint!.sequence);
    expect(profile.body.documents).toEqual([
      expect.objectContaining({ id: sub, _deleted: true, firstName: '', city: '', revision: 2 }),
    ]);

    // Nothing the user wrote survives in sync storage, not even in older states.
    for (const name of ['sync_feed', 'sync_revisions', 'sync_documents']) {
      const kept = await testApp.db.collection(name).find({ 'document.userId': sub }).toArray();
      expect(kept.length).toBeGreaterThan(0);
      const stored = JSON.stringify(kept);
      expect(stored).not.toContain('Ada');
      expect(stored).not.toContain('Lyon');
    }
    // A pull from scratch sees only tombstones.
    const fresh = await pull(origin, phone, 'favorites', 0);
    expect(fresh.body.documents.every((document) => document._deleted)).toBe(true);

    // Writes are refused; the e-mail address is free for a new sign-up.
    const pushed = await api(origin, phone).post('/api/sync/favorites/push', [
      { newDocumentState: newFavorite(sub, 'rome-ma') },
    ]);
    expect(pushed.status).toBe(401);
    expect(
      await testApp.db.collection('idp_account_emails').findOne({ _id: email as never }),
    ).toBeNull();
  });

  it('deletes once under parallel requests: one claim, one tombstone per document, one receipt', async () => {
    const { sub, laptop } = await accountWithData('race');
    const answers = await Promise.all(Array.from({ length: 12 }, () => deleteAccount(laptop)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(202));
    const receipts = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    expect(receipts.size).toBe(1);
    expect(
      await testApp.db.collection('account_deletions').countDocuments({ _id: sub as never }),
    ).toBe(1);

    const pulled = await pull(origin, laptop, 'favorites', 0);
    expect(pulled.body.checkpoint).toEqual({ sequence: 6 });
    // 3 favourites, the profile and the settings: each stored once (revision 1, erased since)
    // and tombstoned once (revision 2), whatever the number of racing requests.
    const revisions = await testApp.db
      .collection('sync_revisions')
      .find({ 'document.userId': sub })
      .toArray();
    const revisionNumbers = revisions.map((claim) => claim.document.revision).sort();
    expect(revisionNumbers).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    expect(revisions.every((claim) => claim.document._deleted)).toBe(true);
    const feed = await testApp.db
      .collection('sync_feed')
      .find({ 'document.userId': sub })
      .toArray();
    expect(feed).toHaveLength(10);

    // A later repeat with the still-unexpired token gets the same receipt.
    const repeat = await deleteAccount(laptop);
    expect(repeat.status).toBe(202);
    expect(JSON.stringify(repeat.body)).toBe([...receipts][0]);
  });
});
