import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort, startEmbeddedDb, type EmbeddedDb } from '../../tools/embedded-db';

const repoRoot = path.resolve(__dirname, '../..');
/** A build elsewhere than dist/ can be tested by pointing these at it. */
const API_ENTRY = process.env.E2E_API_DIST
  ? path.resolve(process.env.E2E_API_DIST, 'api/src/main.js')
  : 'dist/api/api/src/main.js';
const READY_TIMEOUT_MS = 300_000;
/** Compiles TypeScript on load with swc, as jest does, so the source runs without a build. */
const SOURCE_REGISTER = path.join(repoRoot, 'tests/bench/register.js');
const SOURCE_ENTRY = 'api/src/main.ts';

export interface ServerProcess {
  baseUrl: string;
  /** The product's database, for tests that check what it stored. */
  mongoUri: string;
  dbName: string;
  /** The API process (the current one, after a restart), for tests that send it signals. */
  readonly pid: number;
  /** Resolves with the exit code once the current API process has exited. */
  readonly exited: Promise<number | null>;
  /**
   * Stops the API process (SIGTERM, as an orchestrator does) and, once `whileDown` has run,
   * starts it again on the same port and database; resolves when it is healthy again.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Run api/src as it is now instead of the build in dist/, for API tests that need no web build. */
  fromSource?: boolean;
}

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The API process exited before it became healthy');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting (seeding happens before it listens)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Runs the built product (dist/api serving dist/web) as its own process on free ports, with an
 * embedded database over a temporary folder, exactly as `npm start` would, for end-to-end tests.
 * E2E_API_DIST and WEB_DIST_DIR select other builds (e.g. `tsc -p tsconfig.api.json --outDir
 * /tmp/x/api` and `vite build --outDir /tmp/x/web`), so parallel work never shares dist/.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  { fromSource = false }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyabroad-e2e-'));
  let db: EmbeddedDb | undefined;
  if (!process.env.MONGODB_URI) db = await startEmbeddedDb({ dataDir, log: () => undefined });
  const port = await findFreePort();
  const mongoUri = db?.uri ?? process.env.MONGODB_URI ?? '';
  const dbName = `e2e_${port}`;
  const entry = fromSource ? ['-r', SOURCE_REGISTER, SOURCE_ENTRY] : [API_ENTRY];
  const launch = () => {
    const child = spawn(process.execPath, ['--enable-source-maps', ...entry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        MONGODB_URI: mongoUri,
        MONGODB_DB_NAME: dbName,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // The specs browse the sample catalogue, as on `npm start`'s embedded database.
        SEED_ON_START: 'true',
        DATA_DIR: dataDir,
        // A build outside the repository (E2E_API_DIST) still resolves packages from its node_modules.
        NODE_PATH: path.join(repoRoot, 'node_modules'),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const apiProcess = {
      child,
      exited: false,
      exit: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
    };
    void apiProcess.exit.then(() => (apiProcess.exited = true));
    return apiProcess;
  };
  let current = launch();
  const baseUrl = `http://127.0.0.1:${port}`;
  const healthy = () => waitForHealth(`${baseUrl}/api/health`, () => current.exited);
  const stopApi = async (): Promise<number | null> => {
    if (!current.exited) current.child.kill('SIGTERM');
    return current.exit;
  };

  const stop = async (): Promise<number | null> => {
    const code = await stopApi();
    await db?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await healthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    mongoUri,
    dbName,
    get pid() {
      return current.child.pid!;
    },
    get exited() {
      return current.exit;
    },
    async restart(whileDown = async () => undefined) {
      await stopApi();
      await whileDown();
      current = launch();
      await healthy();
    },
    stop,
  };
}
