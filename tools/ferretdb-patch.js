// @ts-check
/**
 * FerretDB v1.24's SQLite backend looks documents up by `_id` with the path expression
 * `_ferretdb_sjson->'$._id'`, while the unique `_id` index it creates is on
 * `_ferretdb_sjson->"_id"`. SQLite only uses an index on an expression when the query repeats
 * that expression, so every `find`, `update` and `delete` by `_id` scanned the whole table (a
 * miss on 20,000 documents: ~350 ms; on millions: seconds), and DESIGN.md decision 10's one
 * indexed read was not indexed. Both expressions read the same value, so the launcher is built
 * against a copy of FerretDB whose lookup uses the index's expression: existing databases keep
 * their index and need no migration. `go build -overlay` refuses files of the module cache, so
 * the copy lives under .cache and a `-modfile` replaces the module with it.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const MODULE = 'github.com/FerretDB/FerretDB';
const PATCHED_FILE = 'internal/backends/sqlite/metadata/metadata.go';
const ORIGINAL_LINE = `IDColumn = DefaultColumn + "->'$._id'"`;
const PATCHED_LINE = `IDColumn = DefaultColumn + "->'_id'"`;

/** Part of the launcher's build digest: a change here rebuilds the binary. */
const PATCH_ID = `${PATCHED_FILE}: ${ORIGINAL_LINE} => ${PATCHED_LINE}`;

/**
 * The module cache is read-only, and so is a copy of it: a later rebuild must be able to remove it.
 * @param {string} dir
 */
function makeWritable(dir) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(entryPath);
    else fs.chmodSync(entryPath, 0o644);
  }
}

/**
 * Writes the patched module copy and a go.mod replacing the module with it under `workDir`;
 * answers the `-modfile` to build `sourceDir` with.
 * @param {string} sourceDir tools/ferretdb
 * @param {string} workDir a git-ignored directory of the build
 * @returns {string}
 */
function preparePatchedModule(sourceDir, workDir) {
  const download = spawnSync('go', ['mod', 'download', '-json', MODULE], {
    cwd: sourceDir,
    encoding: 'utf8',
  });
  if (download.status !== 0) throw new Error(`go mod download ${MODULE}: ${download.stderr}`);
  const { Dir: moduleDir, Version: version } = JSON.parse(download.stdout);
  const copyDir = path.join(workDir, `FerretDB@${version}`);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(moduleDir, copyDir, { recursive: true });
  makeWritable(copyDir);
  const target = path.join(copyDir, PATCHED_FILE);
  const source = fs.readFileSync(target, 'utf8');
  if (!source.includes(ORIGINAL_LINE)) {
    throw new Error(`${MODULE}@${version} ${PATCHED_FILE} no longer holds ${ORIGINAL_LINE}`);
  }
  fs.writeFileSync(target, source.replace(ORIGINAL_LINE, PATCHED_LINE));
  const modFile = path.join(workDir, 'go.mod');
  const goMod = fs.readFileSync(path.join(sourceDir, 'go.mod'), 'utf8');
  fs.writeFileSync(modFile, `${goMod}\nreplace ${MODULE} => ${copyDir}\n`);
  fs.copyFileSync(path.join(sourceDir, 'go.sum'), path.join(workDir, 'go.sum'));
  return modFile;
}

module.exports = { PATCH_ID, preparePatchedModule };
