// @ts-check
/** What `npm start` and `npm test` do before running anything: install packages, rebuild what is stale. */
const { spawnSync } = require('node:child_process');
const { BUILDS } = require('./builds');
const {
  buildState,
  dependenciesAreStale,
  markDependenciesInstalled,
  repoRoot,
} = require('./freshness');

class PrepareError extends Error {}

/** @param {string[]} command */
function run(command) {
  const [program, ...args] = command;
  const result = spawnSync(/** @type {string} */ (program), args, {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.error)
    throw new PrepareError(`Could not run ${command.join(' ')}: ${result.error.message}`);
  return result.status === 0;
}

/**
 * `npm ci`: exactly the lock file's versions, the same on every machine. The lock holds every
 * platform's native builds (tools/complete-lock.js), which `npm ci` requires.
 */
function ensureDependencies(log = console.log) {
  if (!dependenciesAreStale()) return;
  log('Installing npm packages (npm ci)…');
  if (!run(['npm', 'ci', '--no-audit', '--no-fund'])) {
    throw new PrepareError(
      'npm ci could not install the packages (see its output above). If it says the lock file is out of sync, run "npm install" and then "node tools/complete-lock.js".',
    );
  }
  markDependenciesInstalled();
}

function buildStale(log = console.log) {
  for (const build of BUILDS) {
    const state = buildState(build.output, build.inputs);
    if (!state.stale) continue;
    log(`Building the ${build.name} (${build.output})…`);
    if (!run(build.command))
      throw new PrepareError(`Building the ${build.name} failed (see above).`);
    state.markBuilt();
  }
}

module.exports = { ensureDependencies, buildStale, PrepareError };
