import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Paths the Node process answers itself; everything else belongs to the PWA. */
const SERVER_PREFIXES = ['/api/', '/idp/', '/analytics-api/', '/ws'];
/** Files that must be revalidated on every load, so a deploy reaches users at once. */
const ALWAYS_REVALIDATE = new Set([
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/registerSW.js',
]);
const ONE_YEAR_S = 365 * 24 * 3600;
const ONE_DAY_S = 24 * 3600;

function isServerPath(urlPath: string): boolean {
  return SERVER_PREFIXES.some(
    (prefix) => urlPath === prefix.replace(/\/$/, '') || urlPath.startsWith(prefix),
  );
}

function cacheControlFor(urlPath: string): string {
  if (ALWAYS_REVALIDATE.has(urlPath)) return 'no-cache';
  // Vite puts content-hashed files under /assets, so their URL changes whenever their bytes do.
  if (urlPath.startsWith('/assets/')) return `public, max-age=${ONE_YEAR_S}, immutable`;
  return `public, max-age=${ONE_DAY_S}`;
}

/** An extension-less path is a client route (/courses, /course/msc-data-science); a missing file is not. */
function isClientRoute(urlPath: string): boolean {
  return path.extname(urlPath) === '';
}

/**
 * Serves the built PWA from `distDir` with its caching headers and answers client routes with
 * index.html (SPA fallback). Returns false when the build is missing.
 */
export function webAppMiddleware(distDir: string) {
  const indexFile = path.resolve(distDir, 'index.html');
  const serveStatic = express.static(distDir, {
    index: false,
    redirect: false,
    setHeaders: (response, filePath) => {
      const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
      response.setHeader('Cache-Control', cacheControlFor(urlPath));
      if (urlPath === '/sw.js') response.setHeader('Service-Worker-Allowed', '/');
    },
  });

  return {
    available: existsSync(indexFile),
    handle(request: Request, response: Response, next: NextFunction): void {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.path)) {
        next();
        return;
      }
      serveStatic(request, response, () => {
        if (!isClientRoute(request.path) || !existsSync(indexFile)) {
          next();
          return;
        }
        response.setHeader('Cache-Control', 'no-cache');
        response.sendFile(indexFile);
      });
    },
  };
}
