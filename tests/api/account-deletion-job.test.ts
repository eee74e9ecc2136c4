import { AccountDeletionJob } from '../../api/src/account/account-deletion.job';
import { LEAD_STATES_COLLECTION } from '../../api/src/leads/inbox/lead-records';
import { LeadsReadModel } from '../../api/src/leads/inbox/leads-read-model';
import { StoryTestimonials } from '../../api/src/leads/inbox/story-testimonials';
import { SyncRepository } from '../../api/src/sync/sync.repository';
import { ACCOUNT_DELETION_WORDS } from '../../shared/account/account-deletion';
import { ACCOUNT_PATHS } from '../../shared/account/account-security';
import { newFavorite } from '../../shared/sync/favorite-document';
import { emptyProfile } from '../../shared/sync/profile-document';
import { createTestApp, type TestApp } from '../harness/test-app';
import { api, newAccount, push, signIn } from './account-fixtures';
import { idpLogin, listen } from './idp-login';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

describe(AccountDeletionJob.name, () => {
  let testApp: TestApp;
  let origin: string;
  let job: AccountDeletionJob;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listen(testApp);
    job = testApp.app.get(AccountDeletionJob);
  });

  afterAll(() => testApp.close());

  const userRecords = async (sub: string) => {
    const counts: Record<string, number> = {};
    for (const name of ['sync_feed', 'sync_revisions', 'sync_documents']) {
      counts[name] = await testApp.db.collection(name).countDocuments({ 'document.userId': sub });
    }
    return counts;
  };

  it('removes tombstones, leads and security events after the retention, within 30 days', async () => {
    const { sub, email } = await newAccount(testApp, 'purge');
    const device = await signIn(origin, email);
    await push(origin, device, 'favorites', [newFavorite(sub, 'lyon-mba')]);
    await push(origin, device, 'profile', [{ ...emptyProfile(sub), firstName: 'Ada' }]);
    const leads = testApp.db.collection('consultations');
    await leads.insertMany([
      { _id: 'CNS-PURGE-1' as never, email: email.toUpperCase(), fullName: 'Ada' },
      { _id: 'CNS-KEEP-1' as never, email: 'someone.else@example.com', fullName: 'Bo' },
    ]);
    await testApp.db
      .collection('newsletter_subscriptions')
      .insertOne({ _id: 'NWS-PURGE-1' as never, email });
    // An admin followed the consultation up, and approved the student's story for the site.
    await testApp.db.collection(LEAD_STATES_COLLECTION).insertOne({
      _id: 'CNS-PURGE-1' as never,
      revision: 1,
      status: 'contacted',
      assigneeId: null,
      assigneeEmail: null,
      moderation: null,
      history: [],
      updatedAt: new Date(),
    });
    await testApp.db
      .collection('success_stories')
      .insertOne({ _id: 'STY-PURGE-1' as never, email, fullName: 'Ada', language: 'en' });
    await testApp.app.get(StoryTestimonials).publish({
      referenceId: 'STY-PURGE-1',
      language: 'en',
      fullName: 'Ada',
      story: 'Studying in Lyon changed my career.',
      programStudied: 'MBA',
      institution: 'Lyon',
      hasPhoto: false,
    });
    const inbox = testApp.app.get(LeadsReadModel);
    expect(await inbox.row('CNS-PURGE-1')).toBeDefined();
    expect((await idpLogin(origin, email, 'Wrong#pass11')).submitted.status).toBe(401);

    const deleted = await api(origin, device).post(ACCOUNT_PATHS.deletion, {
      language: 'en',
      confirmation: ACCOUNT_DELETION_WORDS.en,
    });
    expect(deleted.status).toBe(202);
    const requestedAt = Date.parse(deleted.body.requestedAt);

    // A day later the tombstones still wait for devices that were offline. (At the start of an
    // hour, so that the next call a minute later falls in the same hour at any time of the run.)
    const dayLater = Math.ceil((requestedAt + DAY_MS) / HOUR_MS) * HOUR_MS;
    expect(await job.run(new Date(dayLater))).toEqual({
      erased: 0,
      lateTombstones: 0,
      purged: 0,
    });
    expect(await userRecords(sub)).toEqual({ sync_feed: 4, sync_revisions: 4, sync_documents: 2 });
    // One run per hour across instances: a second call in the same hour does nothing.
    expect(await job.run(new Date(dayLater + 60_000))).toBeUndefined();

    const summary = await job.run(new Date(requestedAt + 8 * DAY_MS));
    expect(summary).toEqual({ erased: 0, lateTombstones: 0, purged: 1 });
    expect(await userRecords(sub)).toEqual({ sync_feed: 0, sync_revisions: 0, sync_documents: 0 });
    expect(
      await leads
        .find({})
        .map((lead) => lead._id)
        .toArray(),
    ).toEqual(['CNS-KEEP-1']);
    expect(await testApp.db.collection('newsletter_subscriptions').countDocuments()).toBe(0);
    // Their follow-up and testimonial went too, and the admins' inbox no longer lists them.
    expect(
      await testApp.db
        .collection(LEAD_STATES_COLLECTION)
        .countDocuments({ _id: 'CNS-PURGE-1' as never }),
    ).toBe(0);
    expect(
      await testApp.db
        .collection('content_items')
        .countDocuments({ _id: 'story-sty-purge-1' as never }),
    ).toBe(0);
    expect(await inbox.row('CNS-PURGE-1')).toBeUndefined();
    expect(await inbox.row('STY-PURGE-1')).toBeUndefined();
    expect(await inbox.row('CNS-KEEP-1')).toBeDefined();
    expect(await testApp.db.collection('security_events').countDocuments({ sub })).toBe(0);
    expect(await testApp.db.collection('security_events').countDocuments({ email })).toBe(0);
    const record = await testApp.db.collection('account_deletions').findOne({ _id: sub as never });
    expect(record).toMatchObject({ purgedAt: expect.any(Date), erasedAt: expect.any(Date) });
    expect(record).not.toHaveProperty('email');
    expect(record!.purgedAt.getTime() - requestedAt).toBeLessThanOrEqual(30 * DAY_MS);

    // A purged deletion is finished: later runs leave it alone.
    expect(await job.run(new Date(requestedAt + 9 * DAY_MS))).toEqual({
      erased: 0,
      lateTombstones: 0,
      purged: 0,
    });
  });

  it('finishes an erasure whose request stopped halfway (the process died after the claim)', async () => {
    const { sub, email } = await newAccount(testApp, 'halfway');
    const device = await signIn(origin, email);
    await push(origin, device, 'favorites', [newFavorite(sub, 'oslo-ba')]);
    // At the start of an hour: its first run below then falls in another hour than the second.
    const requestedAt = new Date(Math.ceil((Date.now() + 20 * DAY_MS) / HOUR_MS) * HOUR_MS);
    await testApp.db.collection('account_deletions').insertOne({
      _id: sub as never,
      email,
      requestedAt,
      completeBy: new Date(requestedAt.getTime() + 30 * DAY_MS),
    });

    // Left alone while the request may still be working on it.
    expect(await job.run(new Date(requestedAt.getTime() + 60_000))).toMatchObject({ erased: 0 });
    expect((await api(origin, device).get('/api/me')).status).toBe(200);

    expect(await job.run(new Date(requestedAt.getTime() + HOUR_MS))).toMatchObject({ erased: 1 });
    expect((await idpLogin(origin, email, 'Original#2024')).submitted.status).toBe(401);
    expect((await api(origin, device).get('/api/me')).status).toBe(401);
    const favorite = await testApp.db
      .collection('sync_documents')
      .findOne({ 'document.userId': sub, 'document.id': 'oslo-ba' });
    expect(favorite?.document).toMatchObject({ _deleted: true, revision: 2 });
  });

  it('tombstones a document that a push stored while the erasure ran', async () => {
    const { sub, email } = await newAccount(testApp, 'late-push');
    const device = await signIn(origin, email);
    await push(origin, device, 'favorites', [newFavorite(sub, 'lyon-mba')]);
    const deleted = await api(origin, device).post(ACCOUNT_PATHS.deletion, {
      language: 'en',
      confirmation: ACCOUNT_DELETION_WORDS.en,
    });
    expect(deleted.status).toBe(202);
    // A push that had passed the token check before the deletion, stored after its tombstones.
    const late = newFavorite(sub, 'rome-ma');
    const repository = testApp.app.get(SyncRepository);
    const stored = { ...late, revision: 1, updatedAt: new Date().toISOString() };
    expect(await repository.claimRevision(sub, 'favorites', stored)).toBe(true);
    await repository.appendToFeed(sub, 'favorites', stored, 1);

    const requestedAt = Date.parse(deleted.body.requestedAt);
    expect(await job.run(new Date(requestedAt + 2 * HOUR_MS))).toMatchObject({ lateTombstones: 1 });
    expect(await repository.readMaster(sub, 'favorites', 'rome-ma')).toMatchObject({
      _deleted: true,
      revision: 2,
    });
    expect(await repository.readMaster(sub, 'favorites', 'lyon-mba')).toMatchObject({
      _deleted: true,
      revision: 2,
    });
  });
});
