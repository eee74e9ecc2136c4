// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- a require hook loads before any TypeScript */
/**
 * Lets `node -r ./tests/bench/register.js` run the TypeScript benchmarks in place (paths such as
 * tools/ and dist/ stay where the code expects them), compiled by swc as jest does.
 */
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

/** @param {NodeJS.Module} module @param {string} filename */
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  /** @type {{ _compile(code: string, filename: string): void }} */ (
    /** @type {unknown} */ (module)
  )._compile(code, filename);
};
