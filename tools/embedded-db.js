// @ts-check
/**
 * Builds and runs the embedded FerretDB (tools/ferretdb) for `npm start` and the test harness.
 * The binary lives in the git-ignored .cache/bin and is rebuilt only when its Go sources change;
 * with MONGODB_URI set, callers skip all of this and use that database.
 */
const { spawn, spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { PATCH_ID, preparePatchedModule } = require('./ferretdb-patch');

const repoRoot = path.resolve(__dirname, '..');
const sourceDir = path.join(__dirname, 'ferretdb');
const binDir = path.join(repoRoot, '.cache', 'bin');
const binaryPath = path.join(binDir, 'ferretdb');
const stampPath = `${binaryPath}.sources-sha256`;
const READY_TIMEOUT_MS = 30_000;

class EmbeddedDbError extends Error {}

function sourcesDigest() {
  const hash = createHash('sha256').update(PATCH_ID);
  for (const name of fs.readdirSync(sourceDir).sort()) {
    if (!/\.(go|mod|sum)$/.test(name)) continue;
    hash.update(name).update(fs.readFileSync(path.join(sourceDir, name)));
  }
  return hash.digest('hex');
}

function goIsInstalled() {
  return spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;
}

/** Builds the launcher when it is missing or its sources changed; returns the binary's path. */
function ensureEmbeddedDbBuilt(log = console.log) {
  const digest = sourcesDigest();
  const current =
    fs.existsSync(binaryPath) &&
    fs.existsSync(stampPath) &&
    fs.readFileSync(stampPath, 'utf8') === digest;
  if (current) return binaryPath;
  if (!goIsInstalled()) {
    throw new EmbeddedDbError(
      'Go 1.24+ is needed to build the embedded database: install Go (https://go.dev/doc/install) or set MONGODB_URI to a MongoDB 6+ server.',
    );
  }
  log(
    'Building the embedded database (tools/ferretdb); the first build downloads Go modules and takes a few minutes…',
  );
  fs.mkdirSync(binDir, { recursive: true });
  const modFile = preparePatchedModule(sourceDir, path.join(repoRoot, '.cache', 'ferretdb-build'));
  const build = spawnSync(
    'go',
    ['build', '-trimpath', `-modfile=${modFile}`, '-o', binaryPath, '.'],
    {
      cwd: sourceDir,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0)
    throw new EmbeddedDbError('Building tools/ferretdb failed (see the go output above).');
  fs.writeFileSync(stampPath, digest);
  return binaryPath;
}

/** @returns {Promise<number>} a TCP port that was free a moment ago */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} port */
function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @typedef {object} EmbeddedDb
 * @property {string} uri MongoDB connection string (no database name)
 * @property {number} port
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => Promise<void>} stop SIGTERM, then wait for exit
 */

/**
 * Starts the embedded database and resolves once it accepts connections.
 * `ownProcessGroup` keeps a terminal's Ctrl-C from reaching the database directly, so the API can
 * finish its requests before the launcher stops the database.
 * @param {{ dataDir: string, port?: number, log?: (line: string) => void, logLevel?: string, ownProcessGroup?: boolean }} options
 * @returns {Promise<EmbeddedDb>}
 */
async function startEmbeddedDb({
  dataDir,
  port,
  log = console.log,
  logLevel = 'error',
  ownProcessGroup = false,
}) {
  const binary = ensureEmbeddedDbBuilt(log);
  const listenPort = port ?? (await findFreePort());
  const child = spawn(
    binary,
    ['-listen', `127.0.0.1:${listenPort}`, '-data-dir', dataDir, '-log-level', logLevel],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: ownProcessGroup,
    },
  );
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode = /** @type {number | null | undefined} */ (undefined);
  void exited.then((code) => (exitCode = code));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await canConnect(listenPort))) {
    if (exitCode !== undefined)
      throw new EmbeddedDbError(
        `The embedded database exited with code ${exitCode} before accepting connections.`,
      );
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new EmbeddedDbError(
        `The embedded database did not accept connections on port ${listenPort} within ${READY_TIMEOUT_MS / 1000} s.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    uri: `mongodb://127.0.0.1:${listenPort}/`,
    port: listenPort,
    child,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      await exited;
    },
  };
}

module.exports = { ensureEmbeddedDbBuilt, startEmbeddedDb, findFreePort, EmbeddedDbError };
