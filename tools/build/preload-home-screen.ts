/**
 * Vite plugin: index.html preloads the home page's chunk (and the chunks it imports) beside the
 * entry. The router would only ask for it after the entry has run, one round trip later, and the
 * home page is where most first visits land. Any other page's chunk is asked for as soon as the
 * entry runs (web/src/app/routes/route-prefetch.ts), before React renders; the API leaves the home
 * page's preloads out of the other pages' HTML.
 */
import { type Plugin } from 'vite';
import { HOME_SCREEN_PRELOAD_ATTRIBUTE } from '../../shared/routes/screen-preloads';
import { SCREEN_MODULES } from '../../shared/routes/screen-modules';
import { chunkOfModule, chunksOf, withStaticImports } from './chunk-graph';

/** The home page's module (web/src/app/routes/public-routes.tsx loads it lazily). */
export const HOME_SCREEN_MODULE = SCREEN_MODULES.home;

export function preloadHomeScreen(): Plugin {
  let base = '/';
  return {
    name: 'preload-home-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const screens = chunkOfModule(chunks, HOME_SCREEN_MODULE);
        // The entry script and its own imports are in the page already.
        const alreadyLinked = new Set(
          [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) =>
            match[1]!.replace(base, ''),
          ),
        );
        return withStaticImports(screens, chunks)
          .filter((fileName) => !alreadyLinked.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `${base}${fileName}`,
              [HOME_SCREEN_PRELOAD_ATTRIBUTE]: true,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
