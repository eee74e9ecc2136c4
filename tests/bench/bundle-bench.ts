/**
 * `npm run bench:bundle`: what a first visit to `/` downloads, from the build alone (seconds,
 * no server). `npm run bench` prints the same rows after the API figures.
 */
import path from 'node:path';
import { firstVisitBundle } from './first-visit-bundle';

export const WEB_DIST_DIR = path.resolve(__dirname, '../../dist/web');

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The bundle rows, as `[label, value]` for the caller's table. */
export function bundleRows(distDir = WEB_DIST_DIR): [string, string][] {
  const bundle = firstVisitBundle(distDir);
  return [
    ['first visit to /: JavaScript, gzip (target ≤ 150 kB)', kB(bundle.scriptGzipBytes)],
    ['first visit to /: JavaScript files', String(bundle.scripts.length)],
    ['first visit to /: CSS, gzip', kB(bundle.styleSheetGzipBytes)],
  ];
}

if (require.main === module) {
  const rows = bundleRows();
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`| ${'measure'.padEnd(width)} | ${'value'.padStart(10)} |`);
  console.log(`| ${'-'.repeat(width)} | ${'-'.repeat(10)} |`);
  for (const [label, value] of rows)
    console.log(`| ${label.padEnd(width)} | ${value.padStart(10)} |`);
}
