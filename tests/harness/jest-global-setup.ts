import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedDb } from '../../tools/embedded-db';
import { announceNodeRuntime } from './node-runtime';
import { TEST_DB_ENV, testDatabaseHandle } from './test-database';

/**
 * Starts one embedded FerretDB for the whole jest run, on a free port over a temporary folder.
 * Each test app then works in a database of its own, so test files never see each other's data.
 * With MONGODB_URI set, that server is used instead.
 */
export default async function globalSetup(): Promise<void> {
  announceNodeRuntime('jest');
  if (process.env.MONGODB_URI) {
    process.env[TEST_DB_ENV] = process.env.MONGODB_URI;
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyabroad-test-db-'));
  const db = await startEmbeddedDb({ dataDir, log: (line) => console.log(line) });
  testDatabaseHandle.set({ db, dataDir });
  process.env[TEST_DB_ENV] = db.uri;
}
