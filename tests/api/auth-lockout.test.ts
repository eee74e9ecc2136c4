import { randomBytes } from 'node:crypto';
import { AccountsService } from '../../api/src/identity/accounts.service';
import { PasswordHasher } from '../../api/src/identity/password-hasher';
import { type TestApp } from '../harness/test-app';
import { idpLogin, startTwoInstances } from './idp-login';

const MAX_ATTEMPTS = 5;
const LOCK_MINUTES = 15;
const PASSWORD = 'Right#pass2024';

/** Answer statuses counted by value, e.g. { 401: 4, 423: 21 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('login lockout under concurrency (two API instances, one database)', () => {
  let first: TestApp;
  let second: TestApp;
  let origins: string[];

  let instances: Awaited<ReturnType<typeof startTwoInstances>>;

  beforeAll(async () => {
    instances = await startTwoInstances({
      AUTH_LOCKOUT_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      AUTH_LOCKOUT_MINUTES: String(LOCK_MINUTES),
      IDP_SEED_ACCOUNTS: 'false',
    });
    ({ first, second, origins } = instances);
  });

  afterAll(() => instances.close());

  afterEach(() => jest.restoreAllMocks());

  async function newAccount() {
    const email = `${randomBytes(6).toString('hex')}@example.com`;
    const account = await first.app
      .get(AccountsService)
      .create({ email, name: 'Lena Lock', password: PASSWORD, roles: ['student'] });
    return { email, account };
  }

  /** Spies on both instances' verifier: every call, and those against the account's own hash. */
  function spyOnVerify(passwordHash: string) {
    const spies = [first, second].map((app) => jest.spyOn(app.app.get(PasswordHasher), 'verify'));
    const calls = () => spies.flatMap((spy) => spy.mock.calls);
    return {
      total: () => calls().length,
      realChecks: () => calls().filter(([, stored]) => stored === passwordHash).length,
    };
  }

  async function eventTypes(email: string): Promise<Record<string, number>> {
    const events = await first.db.collection('security_events').find({ email }).toArray();
    const counts: Record<string, number> = {};
    for (const { type } of events) counts[type as string] = (counts[type as string] ?? 0) + 1;
    return counts;
  }

  it('checks exactly the policy number of passwords when 25 wrong ones arrive at once', async () => {
    const { email, account } = await newAccount();
    const verify = spyOnVerify(account.passwordHash);

    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        idpLogin(origins[index % 2] ?? '', email, `Wrong#pass${index}`),
      ),
    );

    expect(tally(answers.map(({ submitted }) => submitted.status))).toEqual({ 401: 4, 423: 21 });
    expect(verify.realChecks()).toBe(MAX_ATTEMPTS);
    // The 20 refused without a check still spent one verification each, against the dummy hash.
    expect(verify.total()).toBe(25);
    expect(await eventTypes(email)).toEqual({
      login_failed: MAX_ATTEMPTS,
      account_locked: 1,
      login_while_locked: 20,
    });

    const right = await idpLogin(origins[0] ?? '', email, PASSWORD);
    expect(right.submitted.status).toBe(423);
    expect(verify.realChecks()).toBe(MAX_ATTEMPTS);
  });

  it('unlocks once the lock has run out, and a right password then clears the failures', async () => {
    const { email } = await newAccount();
    const accounts = first.app.get(AccountsService);
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await accounts.login(email, 'Wrong#pass1', {}, at(0));
    }
    expect(await accounts.login(email, PASSWORD, {}, at(LOCK_MINUTES - 1))).toEqual({
      ok: false,
      reason: 'locked',
    });

    expect(await accounts.login(email, PASSWORD, {}, at(LOCK_MINUTES))).toMatchObject({ ok: true });
    // The login reset the count: four more failures and a right password still get in.
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await accounts.login(email, 'Wrong#pass2', {}, at(LOCK_MINUTES))).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(await accounts.login(email, PASSWORD, {}, at(LOCK_MINUTES))).toMatchObject({ ok: true });
    // Repeated successful logins do not use the slots up.
    for (let login = 1; login <= MAX_ATTEMPTS + 1; login += 1) {
      expect(await accounts.login(email, PASSWORD, {}, at(LOCK_MINUTES))).toMatchObject({
        ok: true,
      });
    }
  });

  it('runs exactly one hash verification for an unknown e-mail, as for a known one', async () => {
    const { email, account } = await newAccount();
    const verify = spyOnVerify(account.passwordHash);

    const unknown = await idpLogin(origins[0] ?? '', 'nobody@example.com', PASSWORD);
    expect(unknown.submitted.status).toBe(401);
    expect(verify.total()).toBe(1);
    expect(verify.realChecks()).toBe(0);

    const known = await idpLogin(origins[0] ?? '', email, 'Wrong#pass1');
    expect(known.submitted.status).toBe(401);
    expect(verify.total()).toBe(2);
    expect(verify.realChecks()).toBe(1);
  });
});
