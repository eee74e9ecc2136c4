import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { announceNodeRuntime } from '../harness/node-runtime';
import { startOsvDouble, writeLockfile } from '../harness/osv-double';
import { startServerProcess } from '../harness/server-process';
import {
  E2E_PATCHES_LOCKFILE_PACKAGES,
  E2E_BASE_URL_ENV,
  E2E_MAIL_DIR_ENV,
  E2E_MONGODB_DB_NAME_ENV,
  E2E_MONGODB_URI_ENV,
} from './e2e-env';

/** One product instance (full seeded catalogue) for the whole Playwright run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  announceNodeRuntime('Playwright');
  // Every spec submits lead forms and loads the catalogue snapshot from the same address; the
  // per-IP limits have their own API tests.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'studyabroad-e2e-mail-'));
  // Pending patches are checked against an OSV double, for a lockfile of known packages.
  const osv = await startOsvDouble();
  const lockfile = writeLockfile(E2E_PATCHES_LOCKFILE_PACKAGES);
  const server = await startServerProcess({
    LEADS_RATE_LIMIT_PER_MINUTE: '1000',
    CATALOG_SNAPSHOT_RATE_LIMIT_PER_MINUTE: '1000',
    MAIL_CAPTURE_DIR: mailDir,
    OSV_API_URL: osv.url,
    PATCHES_LOCKFILE: lockfile.path,
  });
  process.env[E2E_BASE_URL_ENV] = server.baseUrl;
  process.env[E2E_MONGODB_URI_ENV] = server.mongoUri;
  process.env[E2E_MONGODB_DB_NAME_ENV] = server.dbName;
  process.env[E2E_MAIL_DIR_ENV] = mailDir;
  return async () => {
    await server.stop();
    await osv.close();
    lockfile.remove();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
