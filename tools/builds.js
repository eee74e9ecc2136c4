// @ts-check
/** The project's build outputs and the sources each one is made from. */
const BUILDS = [
  {
    name: 'API',
    output: 'dist/api',
    inputs: [
      'api/src',
      'shared',
      'locales',
      'package.json',
      'tsconfig.base.json',
      'tsconfig.api.json',
      'nest-cli.json',
    ],
    command: ['npx', 'nest', 'build'],
  },
  {
    name: 'web app',
    output: 'dist/web',
    inputs: [
      'web',
      'sw',
      'shared',
      'locales',
      'package.json',
      'vite.config.ts',
      'tools/build',
      'pwa-assets.config.ts',
      'tsconfig.base.json',
      'tsconfig.web.json',
    ],
    command: ['npx', 'vite', 'build', '--logLevel', 'warn'],
  },
];

module.exports = { BUILDS };
