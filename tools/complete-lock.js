// @ts-check
/**
 * `node tools/complete-lock.js [--check]`: adds to package-lock.json the other platforms' builds
 * of native packages (esbuild, swc, rollup, …) that `npm install` could not record here.
 *
 * The registry this project is built against serves only Linux builds, so npm leaves the other
 * platforms' optional packages out of the lock file, and `npm ci` then refuses the lock as out of
 * sync with package.json. Each missing build gets an entry with the version its parent pins and
 * the os/cpu/libc its name states: npm skips it on other machines, and fetches it by name and
 * version on the platform it is for. Run it after every `npm install` that changes the lock;
 * `--check` only reports missing entries (exit 1).
 */
const fs = require('node:fs');
const path = require('node:path');

const lockPath = path.resolve(__dirname, '..', 'package-lock.json');

const OS_NAMES = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'android',
  'sunos',
  'aix',
  'openharmony',
];
const CPU_ALIASES = /** @type {Record<string, string>} */ ({
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  mips64el: 'mips64el',
  ppc64le: 'ppc64',
});

/**
 * The platform a native build's name states: `@swc/core-linux-x64-musl` → linux, x64, musl.
 * @param {string} name
 */
function platformOf(name) {
  const tokens = (name.split('/').pop() ?? name).split('-');
  const os = tokens.find((token) => OS_NAMES.includes(token));
  const cpuToken = tokens.find((token) => token in CPU_ALIASES);
  if (!cpuToken) return undefined;
  if (!os && cpuToken !== 'wasm32') return undefined;
  const musl = tokens.some((token) => token.startsWith('musl'));
  const gnu = tokens.some((token) => token.startsWith('gnu'));
  /** @type {{ cpu: string[]; libc?: string[]; os?: string[] }} */
  const platform = { cpu: [/** @type {string} */ (CPU_ALIASES[cpuToken])] };
  if (os === 'linux' && (musl || gnu)) platform.libc = [musl ? 'musl' : 'glibc'];
  if (os) platform.os = [os];
  return platform;
}

/**
 * Where npm would look for `name` from the package at `parentKey`: its own node_modules, then
 * each enclosing one up to the root.
 * @param {Record<string, unknown>} packages @param {string} parentKey @param {string} name
 */
function resolvedKey(packages, parentKey, name) {
  let base = parentKey;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (key in packages) return key;
    if (!base) return undefined;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}

function main() {
  const check = process.argv.includes('--check');
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  /** @type {Record<string, any>} */
  const packages = lock.packages;
  /** @type {string[]} */
  const added = [];
  /** @type {string[]} */
  const unknown = [];
  for (const [parentKey, parent] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
      if (resolvedKey(packages, parentKey, name)) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(String(version))) {
        unknown.push(`${name}@${version} (from ${parentKey})`);
        continue;
      }
      // Beside the top level when free, else beside its parent, as npm would place it.
      const key =
        `node_modules/${name}` in packages
          ? `${parentKey}/node_modules/${name}`
          : `node_modules/${name}`;
      // Fields in the order npm writes them, so its next rewrite leaves the entry as it is.
      const { cpu, libc, os } = platform;
      packages[key] = {
        version,
        cpu,
        ...(parent.dev ? { dev: true } : {}),
        ...(libc ? { libc } : {}),
        optional: true,
        ...(os ? { os } : {}),
      };
      added.push(`${name}@${version}`);
    }
  }
  if (unknown.length > 0) {
    console.error(`complete-lock: cannot tell the platform of ${unknown.join(', ')}`);
    process.exit(1);
  }
  if (check) {
    if (added.length > 0) {
      console.error(
        `package-lock.json lacks ${added.length} platform builds (e.g. ${added[0]}): run "node tools/complete-lock.js".`,
      );
      process.exit(1);
    }
    return;
  }
  // npm's own order, so a later `npm install` rewrites the file without moving entries.
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lock: ${added.length} platform builds added`);
}

main();
