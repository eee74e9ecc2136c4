// @ts-check
/** `node tools/prepare-cli.js [--build]`: install packages when stale, and with --build rebuild stale outputs. */
const { PrepareError, buildStale, ensureDependencies } = require('./prepare');

try {
  ensureDependencies();
  if (process.argv.includes('--build')) buildStale();
} catch (error) {
  console.error(error instanceof PrepareError ? error.message : error);
  process.exit(1);
}
