/**
 * Run as `node -r ./tests/bench/register.js tests/harness/production-boot.ts` (by
 * tests/api/production-install.test.ts): boots the API the way a production install
 * (`npm ci --omit=dev`) would find it, with every development dependency unresolvable, on a fresh
 * database, asks it for the first page of courses, and prints what it loaded as one JSON line.
 * SEED_ON_START comes from the environment.
 */
import { randomBytes } from 'node:crypto';
import Module from 'node:module';
import { getConnectionToken } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import packageJson from '../../package.json';
import { createApp } from '../../api/src/bootstrap';
import { loadConfig } from '../../api/src/config/load-config';
import { testDatabaseUri } from './test-database';

/** What the test reads back from stdout. */
export interface ProductionBootReport {
  coursesStatus: number;
  /** Loaded files of the sample-data code (seed folders). */
  seedModules: string[];
}

/** swc compiles this script and the API on the fly: it is the one development package allowed. */
const devOnly = Object.keys(packageJson.devDependencies).filter(
  (name) => !name.startsWith('@swc/'),
);

function packageNameOf(request: string): string {
  const [scopeOrName = '', name] = request.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: Resolve };
const resolve = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function (this: unknown, request, ...rest) {
  if (devOnly.includes(packageNameOf(request))) {
    throw Object.assign(new Error(`Cannot find module '${request}' (omitted: dev dependency)`), {
      code: 'MODULE_NOT_FOUND',
    });
  }
  return resolve.call(this, request, ...rest);
};

const SEED_CODE = /[\\/](catalog|content)[\\/]seed[\\/]/;

async function main(): Promise<void> {
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const app = await createApp(
    loadConfig({
      MONGODB_URI: testDatabaseUri(),
      MONGODB_DB_NAME: dbName,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_ON_START: process.env.SEED_ON_START,
      SEED_PROGRAM_COUNT: '5',
    }),
  );
  try {
    await app.listen(0, '127.0.0.1');
    const response = await fetch(`${await app.getUrl()}/api/public/courses?limit=1`);
    const report: ProductionBootReport = {
      coursesStatus: response.status,
      seedModules: Object.keys(require.cache).filter((file) => SEED_CODE.test(file)),
    };
    console.log(JSON.stringify(report));
  } finally {
    await app.get<Connection>(getConnectionToken()).dropDatabase();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
