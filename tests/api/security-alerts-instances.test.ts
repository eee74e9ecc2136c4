import { randomBytes } from 'node:crypto';
import { AccountsService } from '../../api/src/identity/accounts.service';
import {
  FAILED_LOGINS_PER_ACCOUNT_THRESHOLD,
  FAILED_LOGINS_PER_ADDRESS_THRESHOLD,
} from '../../shared/security-alerts/security-alerts';
import { startTwoInstances } from './idp-login';
import {
  ALERT_ENV,
  alertNotifications,
  awayFromWindowEdge,
  BURST_TEST_TIMEOUT_MS,
  alertsAbout,
  PASSWORD,
  signInSuperadmin,
  wrongPassword,
} from './security-alerts-fixtures';

// A burst may first wait out the end of the current alert window (awayFromWindowEdge).
jest.setTimeout(BURST_TEST_TIMEOUT_MS);

/**
 * DESIGN.md decision 10 for alerts: a burst raced over two API instances sharing one database
 * raises exactly one alert per subject and window (a unique-`_id` insert), counts every event
 * (numbered entries, no `$inc`) and notifies the super admin once.
 */
describe('security alerts raced over two instances', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;

  beforeAll(async () => {
    instances = await startTwoInstances(ALERT_ENV);
  });

  afterAll(() => instances.close());

  it('raises one alert per subject for a parallel burst and notifies once', async () => {
    const { first, origins } = instances;
    // A token names the instance that issued it: one sign-in per instance.
    const superadmins = [await signInSuperadmin(origins[0]), await signInSuperadmin(origins[1])];
    const email = `raced-${randomBytes(4).toString('hex')}@example.com`;
    await first.app
      .get(AccountsService)
      .create({ email, name: 'Rae Raced', password: PASSWORD, roles: ['student'] });
    const address = '203.0.113.77';
    const burst =
      Math.max(FAILED_LOGINS_PER_ACCOUNT_THRESHOLD, FAILED_LOGINS_PER_ADDRESS_THRESHOLD) * 2;

    await awayFromWindowEdge();
    await Promise.all(
      Array.from({ length: burst }, (_, i) => wrongPassword(origins[i % 2]!, email, address)),
    );

    for (const [index, origin] of origins.entries()) {
      const superadmin = superadmins[index]!;
      const account = await alertsAbout(origin, superadmin, 'failed-logins-account', email);
      const fromAddress = await alertsAbout(origin, superadmin, 'failed-logins-address', address);
      expect(account).toHaveLength(1);
      expect(fromAddress).toHaveLength(1);
      expect(account[0]!.count).toBe(burst);
      expect(fromAddress[0]!.count).toBe(burst);
    }
    const notices = await alertNotifications(origins[1], superadmins[1]!);
    expect(notices.filter((notice) => notice.message.includes(address))).toHaveLength(1);
  });
});
