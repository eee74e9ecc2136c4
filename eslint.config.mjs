// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const featuresDir = 'web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * Imports flow one way: shared → (api | web | sw); inside web, components/lib/data/i18n → features → app,
 * and features never import each other.
 */
const importZones = [
  { target: './shared', from: ['./api', './web', './sw', './tests', './tools'] },
  { target: './api', from: ['./web', './sw', './tests'] },
  { target: './web', from: ['./api', './sw', './tests'] },
  { target: './sw', from: ['./api', './web/src/app', './web/src/features', './tests'] },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/data', './web/src/i18n'],
    from: ['./web/src/features', './web/src/app'],
  },
  { target: './web/src/features', from: './web/src/app' },
  ...features.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.cache/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: { project: ['tsconfig.*.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: importZones }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['api/**/*.ts'],
    // Nest resolves providers from constructor parameter types, so those imports must stay value imports.
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['tools/**/*.{js,mjs}', 'tests/**/*.ts', '*.config.{js,mjs,ts}'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
