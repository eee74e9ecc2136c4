/**
 * Vite plugin: writes a brotli (.br) and a gzip (.gz) twin of every text file of the build, once
 * the service worker is generated too, so the API serves compressed bytes without compressing on
 * each request (api/src/web-app/web-app.static.ts picks the twin by Accept-Encoding).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Plugin } from 'vite';

const COMPRESSED_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.webmanifest',
]);
/** Below about one network packet compression saves no round trip, only CPU on both ends. */
export const MIN_COMPRESSED_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the .br and .gz of one file; the build's hashed names make the twins hashed too. */
async function compressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_COMPRESSED_BYTES) return;
  const [brotli, gzipped] = await Promise.all([
    toBrotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After vite-plugin-pwa's own closeBundle, which writes sw.js and the manifest.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const files = await filesUnder(outDir);
        await Promise.all(
          files.filter((file) => COMPRESSED_EXTENSIONS.has(path.extname(file))).map(compressFile),
        );
      },
    },
  };
}
