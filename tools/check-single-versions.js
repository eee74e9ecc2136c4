// @ts-check
/**
 * `node tools/check-single-versions.js`: fails (exit 1) when the production tree holds more than
 * one version of express, ws or jose. Two copies of express or ws mean the API's own code and
 * Nest's platform adapters run different builds of the server they share (their request, response
 * and socket objects cross between them); two of jose, that tokens are signed and verified by
 * different releases. Our package.json pins the versions Nest's platform packages pin, so npm keeps
 * one copy; when Nest moves, this check says which pin to move with it. Run by `npm run lint`.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const PACKAGES = ['express', 'ws', 'jose'];

/**
 * @typedef {{ version?: string, dependencies?: Record<string, TreeNode> }} TreeNode
 */

/**
 * Every version of each package in the tree, with the paths that lead to it.
 * @param {TreeNode} node @param {string} trail @param {Map<string, Map<string, string[]>>} found
 */
function collect(node, trail, found) {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    const here = trail ? `${trail} > ${name}` : name;
    const versions = found.get(name);
    if (versions && child.version) {
      versions.set(child.version, [...(versions.get(child.version) ?? []), here]);
    }
    collect(child, here, found);
  }
}

function main() {
  const result = spawnSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['ls', ...PACKAGES, '--omit=dev', '--all', '--json'],
    {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
      shell: process.platform === 'win32',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  /** @type {TreeNode} */
  let tree;
  try {
    tree = JSON.parse(result.stdout);
  } catch {
    console.error(`npm ls gave no readable tree: ${result.error?.message ?? result.stderr}`);
    return 1;
  }
  /** @type {Map<string, Map<string, string[]>>} */
  const found = new Map(PACKAGES.map((name) => [name, new Map()]));
  collect(tree, '', found);

  let failed = false;
  for (const [name, versions] of found) {
    if (versions.size === 0) {
      console.error(`${name} is not in the production tree (npm ls found none)`);
      failed = true;
    } else if (versions.size > 1) {
      console.error(`${name}: ${versions.size} versions in the production tree, one expected:`);
      for (const [version, trails] of versions) {
        const shortest = [...trails].sort((a, b) => a.length - b.length)[0];
        console.error(`  ${version} via ${shortest}`);
      }
      failed = true;
    }
  }
  if (!failed) console.log(`One version each of ${PACKAGES.join(', ')} in the production tree.`);
  return failed ? 1 : 0;
}

process.exit(main());
