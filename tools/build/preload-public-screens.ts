/**
 * Vite plugin: index.html preloads the public screens' chunk (and the chunks it imports) beside
 * the entry. The router would only ask for it after the entry has run, one round trip later, and
 * nearly every first visit lands on a public page; the signed-in areas, reached after a login,
 * find the chunk in the service worker's cache.
 */
import { type Plugin } from 'vite';

/** The module whose chunk holds the public screens (web/src/app/routes/public-routes.tsx). */
const PUBLIC_SCREENS_MODULE = '/web/src/app/routes/public/public-screens.ts';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/** The chunk's file and every chunk it imports statically, without repeats. */
function withStaticImports(chunk: ChunkInfo, chunks: Map<string, ChunkInfo>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

export function preloadPublicScreens(): Plugin {
  let base = '/';
  return {
    name: 'preload-public-screens',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is ChunkInfo & typeof output => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const screens = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.endsWith(PUBLIC_SCREENS_MODULE),
        );
        if (!screens) throw new Error(`No chunk for ${PUBLIC_SCREENS_MODULE} in the build`);
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
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
