import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { type INestApplication, type Type } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type DestinationStream } from 'pino';
import { createApp } from '../../api/src/bootstrap';
import { loadConfig } from '../../api/src/config/load-config';
import { testDatabaseUri } from './test-database';

export interface TestApp {
  app: INestApplication;
  http: Server;
  db: Connection;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Probe controllers mounted inside the real app (e.g. routes that throw on purpose). */
  extraControllers?: Type[];
  /** Receives the app's log lines (give LOG_LEVEL in `env` too: logs are silent by default). */
  logDestination?: DestinationStream;
}

/**
 * Boots the whole API on a database of its own (dropped on close), with the seed off, logs
 * silent, captured mails in a folder of its own (removed on close) and OSV out of reach unless
 * `env` says otherwise.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { extraControllers = [], logDestination }: TestAppOptions = {},
): Promise<TestApp> {
  const mailDir = env.MAIL_CAPTURE_DIR
    ? undefined
    : mkdtempSync(path.join(tmpdir(), 'studyabroad-test-app-mail-'));
  const config = loadConfig({
    ...(mailDir ? { MAIL_CAPTURE_DIR: mailDir } : {}),
    MONGODB_URI: testDatabaseUri(),
    MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
    NODE_ENV: 'test',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'dist/web',
    // No test reaches the real OSV API: a closed loopback port unless a test starts its double.
    OSV_API_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const app = await createApp(config, { extraControllers, logDestination });
  const db = app.get<Connection>(getConnectionToken());
  return {
    app,
    http: app.getHttpServer() as Server,
    db,
    async close() {
      await db.dropDatabase();
      await app.close();
      if (mailDir) rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
