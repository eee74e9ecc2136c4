import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { matchAppPath } from '../../../shared/routes/app-paths';
import { shellHtmlFor } from '../../../shared/routes/screen-preloads';
import { type FirstPaintShellFor, withFirstPaintShell } from './first-paint';

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
/** The encodings the build writes beside each file (tools/build/precompress.ts), best first. */
const PRECOMPRESSED_SUFFIXES = /\.(br|gz)$/;

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

/** An extension-less path is a page of the app (known or not); a missing file is not. */
function isPagePath(urlPath: string): boolean {
  return path.extname(urlPath) === '';
}

/** Tells whether `/{slug}` is a published content page, so the app shell answers it with 200. */
export type ContentPageCheck = (slug: string) => Promise<boolean>;

/**
 * What the site settings make of the built index.html and web app manifest (api/src/site-settings/
 * site-page.ts): the page and the installed app carry the site's title, description and icons.
 */
export interface SitePages {
  indexHtml(template: string): Promise<string>;
  manifest(template: string): Promise<string>;
}

/** The built file's text, read once (a deploy restarts the process). */
function builtText(file: string): () => Promise<string> {
  let text: Promise<string> | undefined;
  return () => {
    text ??= readFile(file, 'utf8');
    text.catch(() => (text = undefined));
    return text;
  };
}

/** 200 for the app's routes (shared list) and published content pages; 404 for anything else. */
async function statusOf(urlPath: string, contentPageExists: ContentPageCheck): Promise<number> {
  const match = matchAppPath(urlPath);
  if (match?.type === 'screen') return 200;
  if (match?.type === 'content-page' && (await contentPageExists(match.slug))) return 200;
  return 404;
}

/**
 * Serves the built PWA from `distDir` with its caching headers and answers page paths with
 * index.html (SPA fallback): status 200 for the app's routes, 404 for unknown ones, whose shell
 * still boots and shows the not-found page. The pages with a first-paint shell carry it in the
 * visitor's language (first-paint.ts). `available` is false when the build is missing.
 */
export function webAppMiddleware(
  distDir: string,
  contentPageExists: ContentPageCheck,
  site: SitePages,
  firstPaintShellFor: FirstPaintShellFor,
) {
  const indexFile = path.resolve(distDir, 'index.html');
  const indexTemplate = builtText(indexFile);
  const manifestFile = path.resolve(distDir, 'manifest.webmanifest');
  const manifestTemplate = builtText(manifestFile);
  // A file's .br or .gz twin goes to a browser that accepts it, brotli first: the same bytes,
  // with the original's Content-Type and cache rules and Vary: Accept-Encoding.
  const serveStatic = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (response, filePath) => {
        const servedPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
        const urlPath = servedPath.replace(PRECOMPRESSED_SUFFIXES, '');
        response.setHeader('Cache-Control', cacheControlFor(urlPath));
        if (urlPath === '/sw.js') response.setHeader('Service-Worker-Allowed', '/');
      },
    },
  });

  return {
    available: existsSync(indexFile),
    handle(request: Request, response: Response, next: NextFunction): void {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.path)) {
        next();
        return;
      }
      if (request.path === '/manifest.webmanifest' || request.path === '/index.html') {
        const manifest = request.path === '/manifest.webmanifest';
        // Without a build there is nothing to serve: a 404, not a failed read.
        if (!existsSync(manifest ? manifestFile : indexFile)) {
          next();
          return;
        }
        const answer = manifest
          ? manifestTemplate().then((template) => site.manifest(template))
          : indexTemplate().then((template) => site.indexHtml(template));
        answer.then((body) => {
          response
            .status(200)
            .type(manifest ? 'application/manifest+json' : 'html')
            .setHeader('Cache-Control', 'no-cache')
            .send(body);
        }, next);
        return;
      }
      serveStatic(request, response, () => {
        if (!isPagePath(request.path) || !existsSync(indexFile)) {
          next();
          return;
        }
        const acceptLanguage = request.get('Accept-Language');
        Promise.all([
          statusOf(request.path, contentPageExists),
          indexTemplate(),
          // Without its shell the page is still the whole app, only painted later.
          firstPaintShellFor(request.path, acceptLanguage).catch(() => undefined),
        ]).then(async ([status, template, firstPaint]) => {
          const page = shellHtmlFor(request.path, await site.indexHtml(template));
          const body = firstPaint ? withFirstPaintShell(page, firstPaint) : page;
          response
            .status(status)
            .type('html')
            .setHeader('Cache-Control', 'no-cache')
            // The shell's language follows the browser's.
            .setHeader('Vary', 'Accept-Language')
            .send(body);
        }, next);
      });
    },
  };
}
