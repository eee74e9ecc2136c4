// @ts-check
/**
 * Decides what `npm start` must redo: install packages when node_modules is older than the lock
 * file, rebuild an output when any of its sources changed since it was built. Each build leaves a
 * stamp holding a digest of its inputs' paths, sizes and modification times.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** @param {string} relative */
function listFiles(relative) {
  const absolute = path.join(repoRoot, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [absolute];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** @param {string[]} inputs paths relative to the repository root */
function inputsDigest(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    const { size, mtimeMs } = fs.statSync(file);
    hash.update(`${path.relative(repoRoot, file)}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * @param {string} output @param {string[]} inputs
 * @returns {{ stale: boolean, markBuilt: () => void }} markBuilt records the inputs as they were
 *   when this was asked, so an edit made during the build still counts as a change next time.
 */
function buildState(output, inputs) {
  const stamp = path.join(repoRoot, output, '.build-stamp');
  const digest = inputsDigest(inputs);
  return {
    stale: !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== digest,
    markBuilt: () => fs.writeFileSync(stamp, digest),
  };
}

const installMarker = path.join(repoRoot, 'node_modules', '.package-lock.json');
const lockFile = path.join(repoRoot, 'package-lock.json');

function dependenciesAreStale() {
  if (!fs.existsSync(installMarker)) return true;
  return fs.statSync(installMarker).mtimeMs < fs.statSync(lockFile).mtimeMs;
}

/** npm may rewrite the lock file after its own marker; the install is current as of now. */
function markDependenciesInstalled() {
  const now = new Date();
  if (fs.existsSync(installMarker)) fs.utimesSync(installMarker, now, now);
}

module.exports = { buildState, dependenciesAreStale, markDependenciesInstalled, repoRoot };
