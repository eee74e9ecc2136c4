import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ReferralService } from '../../api/src/referral/referral.service';
import { REFERRAL_MESSAGES } from '../../shared/referral/referral';
import {
  REFERRAL_CLAIM_WINDOW_MS,
  REFERRAL_CODE_PATTERN,
} from '../../shared/referral/referral-link';
import { createTestApp, type TestApp } from '../harness/test-app';
import { api, newAccount, signIn, type Device } from './account-fixtures';
import { listen } from './idp-login';

describe('referral links (issue 15 item 5)', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listen(testApp);
  });

  afterAll(() => testApp.close());

  async function student(label: string): Promise<{ sub: string; device: Device }> {
    const { sub, email } = await newAccount(testApp, label);
    return { sub, device: await signIn(origin, email) };
  }

  const summaryOf = async (device: Device) => {
    const answer = await api(origin, device).get('/api/referrals/me');
    expect(answer.status).toBe(200);
    return answer.body as { code: string; signUps: number };
  };

  const claim = (device: Device, code: unknown) =>
    api(origin, device).post('/api/referrals/claim', { code });

  it('gives each student one stable code, and only to its owner', async () => {
    const ada = await student('ada');
    const first = await summaryOf(ada.device);
    expect(first).toEqual({ code: expect.stringMatching(REFERRAL_CODE_PATTERN), signUps: 0 });
    expect(await summaryOf(ada.device)).toEqual(first);
    expect((await summaryOf((await student('bo')).device)).code).not.toBe(first.code);
    expect((await request(origin).get('/api/referrals/me')).status).toBe(401);
    expect(
      (await request(origin).post('/api/referrals/claim').send({ code: first.code })).status,
    ).toBe(401);
  });

  it('counts a new account once, for one link, never for its own', async () => {
    const referrer = await student('referrer');
    const other = await student('other');
    const { code } = await summaryOf(referrer.device);
    const { code: otherCode } = await summaryOf(other.device);
    const friend = await student('friend');

    const counted = await claim(friend.device, code.toUpperCase());
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ counted: true });
    // A repeat (an answer lost on the way) is no second sign-up.
    expect((await claim(friend.device, code)).status).toBe(200);
    expect((await summaryOf(referrer.device)).signUps).toBe(1);

    const elsewhere = await claim(friend.device, otherCode);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(REFERRAL_MESSAGES.alreadyReferred);
    expect((await summaryOf(other.device)).signUps).toBe(0);

    const own = await claim(referrer.device, code);
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(REFERRAL_MESSAGES.ownCode);

    const unknown = await claim((await student('unknown')).device, 'aaaaaaaaaa');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(REFERRAL_MESSAGES.invalidCode);
    for (const bad of ['short', 'has spaces!', 42, undefined]) {
      expect((await claim(friend.device, bad)).status).toBe(400);
    }
    expect((await summaryOf(referrer.device)).signUps).toBe(1);
  });

  it('refuses an account older than the claim window', async () => {
    const referrer = await student('window-referrer');
    const { code } = await summaryOf(referrer.device);
    const referrals = testApp.app.get(ReferralService);
    const now = new Date();
    const createdAt = new Date(now.getTime() - REFERRAL_CLAIM_WINDOW_MS - 1);
    await expect(referrals.claim({ _id: 'late-account', createdAt }, code, now)).rejects.toThrow(
      REFERRAL_MESSAGES.notNewAccount,
    );
    const lastMoment = new Date(now.getTime() - REFERRAL_CLAIM_WINDOW_MS);
    await expect(
      referrals.claim({ _id: 'just-in-time', createdAt: lastMoment }, code, now),
    ).resolves.toEqual({ counted: true });
    expect((await summaryOf(referrer.device)).signUps).toBe(1);
  });

  it('counts exactly, with claims racing on two API instances', async () => {
    const second = await createTestApp({ MONGODB_DB_NAME: testApp.db.db!.databaseName });
    try {
      const instances = [testApp, second].map((each) => each.app.get(ReferralService));
      const referrerId = `race-${randomBytes(4).toString('hex')}`;
      const otherId = `${referrerId}-other`;
      const { code } = await instances[0]!.summary(referrerId);
      const { code: otherCode } = await instances[1]!.summary(otherId);
      const now = new Date();
      const account = (i: number) => ({ _id: `${referrerId}-friend-${i}`, createdAt: now });

      // 20 new accounts at once, and one of them 12 times more, over both instances.
      const claims = [
        ...Array.from({ length: 20 }, (_, i) => instances[i % 2]!.claim(account(i), code, now)),
        ...Array.from({ length: 12 }, (_, i) => instances[i % 2]!.claim(account(0), code, now)),
      ];
      expect(await Promise.all(claims)).toEqual(Array(32).fill({ counted: true }));
      expect((await instances[1]!.summary(referrerId)).signUps).toBe(20);

      // One account claiming two links at once counts for exactly one of them.
      const torn = { _id: `${referrerId}-torn`, createdAt: now };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          instances[i % 2]!.claim(torn, i % 2 ? code : otherCode, now),
        ),
      );
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      const refused = outcomes.filter(
        (outcome) =>
          outcome.status === 'rejected' &&
          (outcome.reason as Error).message === REFERRAL_MESSAGES.alreadyReferred,
      ).length;
      expect([won, refused]).toEqual([5, 5]);
      const counts = [
        (await instances[0]!.summary(referrerId)).signUps,
        (await instances[0]!.summary(otherId)).signUps,
      ];
      expect(counts[0]! + counts[1]!).toBe(21);
      expect([20, 21]).toContain(counts[0]);
    } finally {
      await second.app.close();
    }
  });
});
