import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { announceNodeRuntime } from '../harness/node-runtime';
import { startServerProcess } from '../harness/server-process';
import {
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
  const server = await startServerProcess({
    LEADS_RATE_LIMIT_PER_MINUTE: '1000',
    CATALOG_SNAPSHOT_RATE_LIMIT_PER_MINUTE: '1000',
    MAIL_CAPTURE_DIR: mailDir,
  });
  process.env[E2E_BASE_URL_ENV] = server.baseUrl;
  process.env[E2E_MONGODB_URI_ENV] = server.mongoUri;
  process.env[E2E_MONGODB_DB_NAME_ENV] = server.dbName;
  process.env[E2E_MAIL_DIR_ENV] = mailDir;
  return async () => {
    await server.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
