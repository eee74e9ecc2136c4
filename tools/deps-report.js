// @ts-check
/**
 * `npm run deps`: lists the runtime dependencies (package.json `dependencies`) whose installed
 * version is behind the latest major the registry has, one line each. A 0.x package's "major" is
 * its minor (0.35 → 0.36 may break, as in npm's caret ranges). Asks the registry through
 * `npm outdated --json`; built-ins only. Exits 0 either way: this informs, it does not gate.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** @typedef {{ current?: string, wanted?: string, latest?: string }} OutdatedEntry */

/** "1.2.3" → "1", "0.35.5" → "0.35", "0.0.4" → "0.0.4": versions in one class are compatible. */
function compatibilityClass(/** @type {string} */ version) {
  const [major = '0', minor = '0', patch = '0'] = version.replace(/^v/, '').split(/[.+-]/);
  if (major !== '0') return major;
  return minor !== '0' ? `0.${minor}` : `0.0.${patch}`;
}

/** @returns {Record<string, OutdatedEntry>} */
function outdated() {
  // exit code 1 only means "something is outdated"; the JSON says whether it failed
  const result = spawnSync('npm', ['outdated', '--json', '--loglevel=error'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  /** @type {Record<string, unknown>} */
  let report;
  try {
    report = JSON.parse(result.stdout || '{}');
  } catch {
    report = { error: { summary: (result.stderr || 'no answer').trim().split('\n')[0] } };
  }
  if (result.error || report.error) {
    const error = /** @type {{ summary?: string } | undefined} */ (report.error);
    console.error(
      `npm outdated could not ask the registry (${result.error?.message ?? error?.summary ?? 'unknown error'}): check the network or the npm registry setting and run "npm run deps" again.`,
    );
    process.exit(1);
  }
  return /** @type {Record<string, OutdatedEntry>} */ (report);
}

/** The installed version, else the lock file's (npm outdated omits `current` when not installed). */
function lockedVersion(/** @type {string} */ name) {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  return lock.packages?.[`node_modules/${name}`]?.version;
}

function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const runtime = Object.keys(manifest.dependencies ?? {}).sort();
  const report = outdated();
  const behind = runtime.flatMap((name) => {
    const entry = report[name];
    const current = entry?.current ?? lockedVersion(name);
    const latest = entry?.latest;
    if (!current || !latest || compatibilityClass(current) === compatibilityClass(latest))
      return [];
    return [{ name, current, latest }];
  });
  if (behind.length === 0) {
    console.log(`All ${runtime.length} runtime dependencies are on their latest major.`);
    return;
  }
  console.log(
    `${behind.length} of ${runtime.length} runtime dependencies behind their latest major:`,
  );
  const width = Math.max(...behind.map((entry) => entry.name.length));
  for (const { name, current, latest } of behind) {
    console.log(`  ${name.padEnd(width)}  ${current.padEnd(9)} latest ${latest}`);
  }
}

main();
