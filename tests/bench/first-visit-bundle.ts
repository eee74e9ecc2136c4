/**
 * What the browser downloads for a first visit to `/` before anyone interacts, read from the
 * build: the scripts, module preloads and style sheets index.html names, and every chunk those
 * scripts import statically (dynamic imports load later, on demand). Sizes are gzip level 9, as
 * the build's .gz files that the server sends.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface FirstVisitBundle {
  /** Paths relative to the build directory. */
  scripts: string[];
  styleSheets: string[];
  scriptGzipBytes: number;
  styleSheetGzipBytes: number;
}

/** `import … from "./x.js"` and `import "./x.js"` in a built chunk; never `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

function referencesIn(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
}

export function firstVisitBundle(distDir: string): FirstVisitBundle {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = new Set<string>();
  const visit = (script: string) => {
    if (scripts.has(script)) return;
    scripts.add(script);
    const code = readFileSync(path.join(distDir, script), 'utf8');
    for (const [, imported] of code.matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(script), imported!));
    }
  };
  referencesIn(html, /<script[^>]*\bsrc="([^"]+)"/g).forEach(visit);
  referencesIn(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g).forEach(visit);
  const styleSheets = referencesIn(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipBytes(path.join(distDir, file)), 0);
  return {
    scripts: [...scripts],
    styleSheets,
    scriptGzipBytes: sum([...scripts]),
    styleSheetGzipBytes: sum(styleSheets),
  };
}
