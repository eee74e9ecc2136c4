/**
 * A miniature web build (the files whose serving matters), so API tests of the web app's pages,
 * headers and manifest need no `vite build`: in CI jest runs before the build exists.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A script and a style sheet, written with the .br and .gz twins the build writes beside them. */
export const COMPRESSED_FILES = {
  'assets/screens-C4l9xQ2m.js': 'export const screens = ["home", "courses"];\n'.repeat(200),
  'assets/index-D8kW1pQe.css': '.card { padding: 1rem; }\n'.repeat(200),
};

/** Writes the build into a new temporary folder and answers its path (the caller removes it). */
export function writeFixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Study abroad</title>' +
      '<link rel="modulepreload" crossorigin href="/assets/home-Q1w2e3R4.js" data-home-screen>' +
      '</head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Study abroad', start_url: '/' }),
  );
  writeFileSync(path.join(dir, 'assets', 'index-Bx7f3a9Q.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'pwa-192x192.png'), 'png');
  for (const [file, text] of Object.entries(COMPRESSED_FILES)) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  return dir;
}
