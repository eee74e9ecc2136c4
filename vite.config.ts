/**
 * Builds the PWA: web/ (the React app) and sw/sw.ts (the service worker) into dist/web, which the
 * API serves. The icons, favicon and apple-touch-icon are generated at build time from the one
 * SVG web/public/logo.svg, so the brand mark lives in a single file.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type Preset } from '@vite-pwa/assets-generator/config';
import { messageChunks } from './tools/build/message-chunks';
import { precompileMessages } from './tools/build/precompile-messages';
import { precompress } from './tools/build/precompress';
import { preloadHomeScreen } from './tools/build/preload-home-screen';
import { screenChunkMap } from './tools/build/screen-chunk-map';
import { searchLabelsOnly } from './tools/build/search-labels-only';
import { bootScriptsHtml } from './tools/build/boot-scripts-html';

const repoRoot = __dirname;

/** Where `npm run dev` forwards API, identity, WebSocket and analytics calls. */
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

const brandColor = '#4338ca';
const backgroundColor = '#ffffff';

/**
 * The "minimal 2023" icon set (transparent 64/192/512 px, maskable 512 px, apple 180 px, favicon),
 * with the maskable and apple icons on the brand colour so their padding blends into the mark
 * instead of showing a white frame.
 */
const iconPreset: Preset = {
  transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
  maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: brandColor } },
  apple: { sizes: [180], padding: 0.15, resizeOptions: { background: brandColor } },
};

/**
 * Aliases for the production build. React Router publishes its production build only under
 * dist/production, with no export condition that selects it: the package's own exports always
 * resolve to the development build (its warnings, 0.7 kB gzip more on a first visit).
 */
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: resolve(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: resolve(repoRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
  // Messages arrive parsed (tools/build/precompile-messages.ts): no ICU parser in the bundle.
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: resolve(repoRoot, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
  },
];

export default defineConfig(({ command }) => ({
  root: resolve(repoRoot, 'web'),
  resolve: { alias: command === 'build' ? productionAliases : [] },
  build: {
    outDir: resolve(repoRoot, 'dist/web'),
    emptyOutDir: true,
    // The entry holds React DOM, the router and react-intl and is precached by the service
    // worker; screens are split off per area (`npm run bench:bundle` prints what `/` loads).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk: left to itself, the bundler
          // splits modules the entry shares with lazy screens into a dozen small files, which
          // compress worse (3 kB gzip more on a first visit) and cost a request each.
          groups: [{ name: 'first-visit', tags: ['$initial'] }],
        },
      },
    },
  },
  // The catalogue worker reads only the search labels of the six locale files.
  worker: { plugins: () => [searchLabelsOnly()] },
  plugins: [
    messageChunks(),
    precompileMessages(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: resolve(repoRoot, 'sw'),
      filename: 'sw.ts',
      // The app registers the worker itself (web/src/lib/register-service-worker.ts).
      injectRegister: false,
      // 'prompt' keeps a new worker waiting until the page sends SKIP_WAITING; the page sends it
      // at once for now, and a later update prompt only has to ask first.
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      },
      manifest: {
        name: 'StudyAbroad',
        short_name: 'StudyAbroad',
        description:
          'Find study programs worldwide and get personal guidance from education consultants.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brandColor,
        background_color: backgroundColor,
      },
      pwaAssets: {
        image: 'public/logo.svg',
        preset: iconPreset,
        // The manifest above has no icons entry, so the generated ones are written into it.
        overrideManifestIcons: true,
      },
    }),
    preloadHomeScreen(),
    screenChunkMap(),
    bootScriptsHtml(),
    // Last: it compresses what every plugin before it wrote, the service worker included.
    precompress(),
  ],
  server: {
    proxy: {
      '/api': apiProxyTarget,
      '/idp': apiProxyTarget,
      '/analytics-api': apiProxyTarget,
      '/ws': { target: apiProxyTarget, ws: true },
    },
  },
}));
