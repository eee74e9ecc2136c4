// @ts-check
/**
 * `node tools/runtime.js <command> [args…]`: runs the command on the Node the project supports.
 * With Node 22+ running this script, that Node is used as it is. With an older one, the pinned
 * Node 24 LTS is taken from the npm registry (the official build published as the package
 * node-linux-<arch>) into `.cache/node/<version>/` once, and the command runs with its `bin`
 * first on PATH, so everything it starts (npm, npx, `#!/usr/bin/env node` tools, their children)
 * runs on it. Built-ins only and Node 18+ syntax: this runs first, on whatever Node the machine has.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** The Node release fetched when the machine's own is too old; pinned here and nowhere else. */
const PINNED_NODE_VERSION = '24.21.0';
const MIN_NODE_MAJOR = 22;
const FORWARDED_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

const repoRoot = path.resolve(__dirname, '..');
const cacheRoot = path.join(repoRoot, '.cache', 'node');

class RuntimeError extends Error {}

const WHAT_TO_DO = `install Node ${PINNED_NODE_VERSION.split('.')[0]} LTS (e.g. "nvm install", which reads .nvmrc) and run the command again`;

/** The registry package holding the official Node build for this machine, if there is one. */
function registryPackage() {
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) return undefined;
  return `node-linux-${process.arch}`;
}

/** @param {string} command @param {string[]} args @param {string} cwd */
function runQuietly(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  const output = `${result.stderr ?? ''}\n${result.stdout ?? ''}`;
  // npm's first error line that says what happened (not its "code"/"errno" lines)
  const reason =
    result.error?.message ??
    output
      .split('\n')
      .find((line) => /^npm error (?!code |syscall |errno )\S/.test(line) || /^tar: /.test(line))
      ?.replace(/^npm error /, '')
      .trim() ??
    `exit code ${result.status}`;
  return { ok: !result.error && result.status === 0, stdout: result.stdout ?? '', reason };
}

/**
 * Downloads the pinned Node with `npm pack` (the registry's integrity check included), unpacks
 * it next to its final place and moves it there in one rename, so a half-done fetch is never used.
 * @param {string} target
 */
function fetchNode(target) {
  const pkg = registryPackage();
  const current = process.versions.node;
  if (!pkg) {
    throw new RuntimeError(
      `Node ${MIN_NODE_MAJOR}+ is required (this is ${current}) and no Node build for ${process.platform}-${process.arch} is fetched automatically: ${WHAT_TO_DO}.`,
    );
  }
  const spec = `${pkg}@${PINNED_NODE_VERSION}`;
  console.log(
    `Node ${current} is older than ${MIN_NODE_MAJOR}: fetching Node ${PINNED_NODE_VERSION} (${spec}) from the npm registry into ${path.relative(repoRoot, target)}…`,
  );
  fs.mkdirSync(cacheRoot, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheRoot, '.fetch-'));
  try {
    const pack = runQuietly(
      'npm',
      ['pack', spec, '--pack-destination', work, '--loglevel=error'],
      repoRoot,
    );
    const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!pack.ok || !tarball) {
      throw new RuntimeError(
        `Node ${MIN_NODE_MAJOR}+ is required (this is ${current}) and ${spec} could not be fetched from the npm registry (${pack.reason}): ${WHAT_TO_DO}, or make the registry reachable.`,
      );
    }
    const untar = runQuietly('tar', ['-xzf', tarball], work);
    const node = path.join(work, 'package', 'bin', 'node');
    if (!untar.ok || !fs.existsSync(node)) {
      throw new RuntimeError(`Could not unpack ${tarball} (${untar.reason}): ${WHAT_TO_DO}.`);
    }
    fs.chmodSync(node, 0o755);
    const version = runQuietly(node, ['--version'], work);
    if (version.stdout.trim() !== `v${PINNED_NODE_VERSION}`) {
      throw new RuntimeError(
        `The fetched ${spec} does not run here (${version.reason}): ${WHAT_TO_DO}.`,
      );
    }
    try {
      fs.renameSync(path.join(work, 'package'), target);
    } catch (error) {
      // another start fetched it at the same time: theirs is as good as ours
      if (!fs.existsSync(path.join(target, 'bin', 'node'))) throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  removeOtherVersions();
}

/** Earlier pinned versions are over 100 MB each and never used again. */
function removeOtherVersions() {
  for (const entry of fs.readdirSync(cacheRoot)) {
    if (entry !== PINNED_NODE_VERSION && !entry.startsWith('.fetch-')) {
      fs.rmSync(path.join(cacheRoot, entry), { recursive: true, force: true });
    }
  }
}

/** The directory holding the `node` to run everything with, fetched first when needed. */
function ensureNodeBinDir() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) return path.dirname(process.execPath);
  const target = path.join(cacheRoot, PINNED_NODE_VERSION);
  const binDir = path.join(target, 'bin');
  if (!fs.existsSync(path.join(binDir, 'node'))) fetchNode(target);
  return binDir;
}

/** @param {string[]} argv */
function main(argv) {
  const [command, ...args] = argv;
  if (!command) throw new RuntimeError('Usage: node tools/runtime.js <command> [args…]');
  const binDir = ensureNodeBinDir();
  const node = path.join(binDir, 'node');
  const env = {
    ...process.env,
    PATH: [binDir, process.env.PATH].filter(Boolean).join(path.delimiter),
    // npm's own pointers to "the node running npm", which children such as node-gyp read
    NODE: node,
    npm_node_execpath: node,
  };
  const child = spawn(command === 'node' ? node : command, args, { stdio: 'inherit', env });
  for (const signal of FORWARDED_SIGNALS) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`Could not run ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    // end the same way the command did, so npm and shells see the signal
    process.exitCode = 1;
    for (const forwarded of FORWARDED_SIGNALS) process.removeAllListeners(forwarded);
    process.kill(process.pid, signal);
  });
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof RuntimeError ? error.message : error);
    process.exit(1);
  }
}

module.exports = { MIN_NODE_MAJOR, PINNED_NODE_VERSION };
