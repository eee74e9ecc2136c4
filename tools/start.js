// @ts-check
/**
 * `npm start`: installs and builds what is stale, starts the embedded database (unless
 * MONGODB_URI is set; then with the sample catalogue seeded) and the API serving the PWA, prints the URL, and stops every child on
 * Ctrl-C. Only Node built-ins are used here, because this runs before node_modules exists.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { EmbeddedDbError, startEmbeddedDb } = require('./embedded-db');
const { PrepareError, buildStale, ensureDependencies } = require('./prepare');
const { repoRoot } = require('./freshness');
const { MIN_NODE_MAJOR, PINNED_NODE_VERSION } = require('./runtime');

const READY_TIMEOUT_MS = 5 * 60_000;

/** `npm start` runs this through tools/runtime.js, which provides a Node this new. */
function checkNodeVersion() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    throw new PrepareError(
      `Node ${MIN_NODE_MAJOR}+ is required; this is ${process.versions.node}. Start with "npm start", which fetches Node ${PINNED_NODE_VERSION} when needed.`,
    );
  }
}

function loadDotEnv() {
  const file = path.join(repoRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** @param {string} url */
async function waitUntilHealthy(url, isAlive = () => true) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && isAlive()) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet: the first start seeds the catalogue before it listens
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function main() {
  checkNodeVersion();
  loadDotEnv();
  ensureDependencies();
  buildStale();

  const env = { ...process.env };
  const port = Number(env.PORT || 8080);
  /** @type {import('./embedded-db').EmbeddedDb | undefined} */
  let db;
  if (!env.MONGODB_URI) {
    const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data', 'ferretdb');
    db = await startEmbeddedDb({ dataDir, ownProcessGroup: true });
    env.MONGODB_URI = db.uri;
    // Sample data belongs only in a database npm start runs itself (DESIGN decision 16).
    if (!env.SEED_ON_START) env.SEED_ON_START = 'true';
    console.log(`Embedded database on ${db.uri} (data in ${path.relative(repoRoot, dataDir)})`);
  }

  const api = spawn(process.execPath, ['--enable-source-maps', 'dist/api/api/src/main.js'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  let apiExited = false;
  const apiExit = new Promise((resolve) =>
    api.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  void apiExit.then(() => (apiExited = true));

  let stopping = false;
  const stop = async (/** @type {number} */ exitCode) => {
    if (stopping) return;
    stopping = true;
    if (!apiExited) api.kill('SIGTERM');
    await apiExit;
    await db?.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  void apiExit.then((code) => {
    if (!stopping) {
      console.error(`The API stopped (exit code ${code}).`);
      void stop(typeof code === 'number' && code !== 0 ? code : 1);
    }
  });

  if (await waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, () => !apiExited)) {
    console.log(
      `\n  Study abroad platform ready: http://localhost:${port}\n  Press Ctrl-C to stop.\n`,
    );
    printSeededAccounts(env);
  }
}

/** The local identity provider's seeded logins (README "Seeded accounts"). */
function printSeededAccounts(/** @type {NodeJS.ProcessEnv} */ env) {
  if (
    (env.AUTH_MODE || 'local') !== 'local' ||
    ['false', '0'].includes(env.IDP_SEED_ACCOUNTS || '')
  )
    return;
  /** @type {{ email: string, password: string, roles: string[] }[]} */
  const accounts = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'api/src/identity/seed-accounts.json'), 'utf8'),
  );
  console.log('  Seeded accounts (local identity provider):');
  for (const account of accounts) {
    console.log(`    ${account.roles.join(', ').padEnd(11)} ${account.email}  ${account.password}`);
  }
  console.log('');
}

main().catch((error) => {
  const known = error instanceof PrepareError || error instanceof EmbeddedDbError;
  console.error(known ? error.message : error);
  process.exit(1);
});
