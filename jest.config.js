// @ts-check
/** swc compiles TypeScript (with Nest's decorator metadata) far faster than ts-jest; `npm run typecheck` does the type checking. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  // ESM-only packages (jose 6, oidc-provider 9, react-intl and its formatters) are compiled to CommonJS
  // for jest's module system; Node itself loads them natively through require(esm). oidc-provider
  // 9's other dependencies (koa 3, debug) ship CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|oidc-provider|react-intl|@formatjs|intl-messageformat)/)',
  ],
  testMatch: [
    '<rootDir>/shared/**/*.spec.ts',
    '<rootDir>/api/src/**/*.spec.ts',
    '<rootDir>/web/src/**/*.spec.ts?(x)',
    '<rootDir>/sw/**/*.spec.ts',
    '<rootDir>/tests/api/**/*.test.ts',
  ],
  // The API build copies package.json into dist/, which would shadow the root one.
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  globalSetup: '<rootDir>/tests/harness/jest-global-setup.ts',
  globalTeardown: '<rootDir>/tests/harness/jest-global-teardown.ts',
  testTimeout: 60_000,
};
