/**
 * Vite plugin: writes which files each lazy screen needs (its chunk, the chunks it imports and
 * their styles) to SCREEN_CHUNKS_PATH. The page's idle prefetch of the screens behind its links
 * (web/src/app/routes/route-prefetch.ts) fetches those files without running them: importing the
 * screens instead ran every one of their modules on the main thread right after the first load.
 */
import { type Plugin } from 'vite';
import {
  SCREEN_CHUNKS_PATH,
  SCREEN_MODULES,
  type ScreenChunks,
  type ScreenName,
} from '../../shared/routes/screen-modules';
import { chunkOfModule, chunksOf, withStaticImports } from './chunk-graph';

export function screenChunkMap(): Plugin {
  let base = '/';
  return {
    name: 'screen-chunk-map',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const map = {} as ScreenChunks;
      for (const [name, modulePath] of Object.entries(SCREEN_MODULES) as [ScreenName, string][]) {
        const files = withStaticImports(chunkOfModule(chunks, modulePath), chunks);
        const styles = files.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        map[name] = [...new Set([...files, ...styles])].map((file) => `${base}${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_CHUNKS_PATH.slice(1),
        source: JSON.stringify(map),
      });
    },
  };
}
