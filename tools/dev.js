// @ts-check
/**
 * `npm run dev`: the API in watch mode and the Vite dev server with hot reload, which proxies
 * /api, /idp and /ws to the API. Ctrl-C stops everything.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { startEmbeddedDb } = require('./embedded-db');
const { ensureDependencies } = require('./prepare');
const { repoRoot } = require('./freshness');

async function main() {
  const dotEnv = path.join(repoRoot, '.env');
  if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  ensureDependencies();

  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NODE_ENV: 'development' };
  const db = env.MONGODB_URI
    ? undefined
    : await startEmbeddedDb({
        dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data', 'ferretdb'),
        ownProcessGroup: true,
      });
  if (db) {
    env.MONGODB_URI = db.uri;
    // Sample data belongs only in a database this script runs itself (DESIGN decision 16).
    if (!env.SEED_ON_START) env.SEED_ON_START = 'true';
  }

  const children = [
    spawn('npx', ['nest', 'start', '--watch', '--preserveWatchOutput'], {
      cwd: repoRoot,
      env,
      stdio: 'inherit',
    }),
    spawn('npx', ['vite'], {
      cwd: repoRoot,
      env: { ...env, API_PROXY_TARGET: `http://127.0.0.1:${env.PORT || 8080}` },
      stdio: 'inherit',
    }),
  ];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode === null ? child.once('exit', resolve) : resolve(null),
          ),
      ),
    );
    await db?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
