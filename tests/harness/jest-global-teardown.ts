import { rmSync } from 'node:fs';
import { testDatabaseHandle } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const handle = testDatabaseHandle.get();
  if (!handle) return;
  await handle.db.stop();
  rmSync(handle.dataDir, { recursive: true, force: true });
}
