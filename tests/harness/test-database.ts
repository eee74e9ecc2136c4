import { type EmbeddedDb } from '../../tools/embedded-db';

/** The variable through which jest's global setup hands the database URI to the test workers. */
export const TEST_DB_ENV = 'TEST_MONGODB_URI';

interface Handle {
  db: EmbeddedDb;
  dataDir: string;
}

/** Global setup and teardown run in the same process, so a global carries the handle between them. */
const key = Symbol.for('studyabroad.testDatabase');
const store = globalThis as unknown as Record<symbol, Handle | undefined>;

export const testDatabaseHandle = {
  set: (handle: Handle) => void (store[key] = handle),
  get: () => store[key],
};

export function testDatabaseUri(): string {
  const uri = process.env[TEST_DB_ENV];
  if (!uri)
    throw new Error(
      `${TEST_DB_ENV} is not set: run the tests through jest (its global setup starts the database)`,
    );
  return uri;
}
