import request from 'supertest';
import {
  type PendingPatches,
  SECURITY_ALERTS_PATHS,
} from '../../shared/security-alerts/security-alerts';
import {
  LODASH_ADVISORY,
  type OsvDouble,
  startOsvDouble,
  writeLockfile,
} from '../harness/osv-double';
import { createTestApp, type TestApp } from '../harness/test-app';
import { type Device } from './account-fixtures';
import { listen } from './idp-login';
import { signInSuperadmin } from './security-alerts-fixtures';

/** Pending patches (issue 16 item 5): the lockfile's runtime packages checked against OSV. */
describe('pending patches', () => {
  let osv: OsvDouble;
  let lockfile: ReturnType<typeof writeLockfile>;

  beforeAll(async () => {
    osv = await startOsvDouble();
    // lodash at a vulnerable version, express at a version no advisory names.
    lockfile = writeLockfile({ lodash: '4.17.20', express: '4.21.2' });
  });

  afterAll(async () => {
    await osv.close();
    lockfile.remove();
  });

  async function startApi(osvUrl: string) {
    const testApp: TestApp = await createTestApp({
      OSV_API_URL: osvUrl,
      OSV_TIMEOUT_MS: '2000',
      PATCHES_LOCKFILE: lockfile.path,
    });
    const origin = await listen(testApp);
    const superadmin: Device = await signInSuperadmin(origin);
    const call = (method: 'get' | 'post', path: string) =>
      request(origin)[method](path).set('Authorization', `Bearer ${superadmin.accessToken}`);
    return { testApp, call };
  }

  it('lists the advisory of the vulnerable version with its fix, and nothing for the other', async () => {
    const { testApp, call } = await startApi(osv.url);
    try {
      const { body } = await call('get', SECURITY_ALERTS_PATHS.patches).expect(200);
      expect(body as PendingPatches).toEqual({
        status: 'checked',
        checkedAt: expect.any(String),
        packagesChecked: 2,
        advisories: [
          {
            package: 'lodash',
            installedVersion: '4.17.20',
            advisoryId: LODASH_ADVISORY.id,
            severity: 'high',
            summary: LODASH_ADVISORY.summary,
            fixedVersions: ['4.17.21'],
          },
        ],
      });
      // Dev-only packages are not shipped, so not asked about.
      expect(osv.asked).not.toContain('jest@1.0.0');

      // Cached: a second read asks OSV nothing; a refresh asks again and sees a new advisory.
      const asked = osv.asked.length;
      await call('get', SECURITY_ALERTS_PATHS.patches).expect(200);
      expect(osv.asked).toHaveLength(asked);
      osv.advisories.push({
        id: 'GHSA-rv95-896h-c2vc',
        package: 'express',
        affected: ['4.21.2'],
        fixed: '4.22.0',
        summary: 'Open redirect in express',
        severity: 'MODERATE',
      });
      const refreshed = await call('post', SECURITY_ALERTS_PATHS.refreshPatches).expect(200);
      expect(osv.asked.length).toBeGreaterThan(asked);
      expect(
        (refreshed.body as PendingPatches).advisories.map((a) => [a.package, a.severity]),
      ).toEqual([
        ['lodash', 'high'],
        ['express', 'moderate'],
      ]);
    } finally {
      osv.advisories.splice(1);
      await testApp.close();
    }
  });

  it('answers "could not check", not an error, when OSV cannot be reached', async () => {
    const down = await startOsvDouble();
    const url = down.url;
    await down.close();
    const { testApp, call } = await startApi(url);
    try {
      const { body } = await call('get', SECURITY_ALERTS_PATHS.patches).expect(200);
      expect(body).toMatchObject({ status: 'unavailable', advisories: [] });
      const again = await call('post', SECURITY_ALERTS_PATHS.refreshPatches).expect(200);
      expect(again.body).toMatchObject({ status: 'unavailable' });
    } finally {
      await testApp.close();
    }
  });
});
