/**
 * Vite plugin: the app's messages as one module per language and area
 * (web/src/i18n/message-areas.ts), so a first visit carries only the site area and every other
 * area arrives with the screens that use it. The locale files stay one file per language; this
 * plugin cuts them at build time (and on each request in development):
 *
 * - `virtual:messages/<language>/<area>`: that area's messages in react-intl's parsed form
 *   (./precompile-messages.ts). A key a translation lacks carries the English text, with a build
 *   warning, so react-intl never reports a missing message for an area that has loaded.
 * - `virtual:message-loaders`: `messageLoaders[language][area]`, an `import()` of each of those
 *   modules, which the bundler turns into one small chunk each (the service worker precaches them
 *   all, so every language works offline).
 *
 * The build fails when code of the first visit (the entry, what it imports, the home page) names a
 * message key outside the site area: that key would show raw on the page until another area loaded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin } from 'vite';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type LanguageCode,
} from '../../shared/i18n/languages';
import {
  FIRST_VISIT_AREA,
  MESSAGE_AREAS,
  messageAreaOf,
  type MessageArea,
  splitByArea,
} from '../../web/src/i18n/message-areas';
import { type ChunkInfo, chunksOf, withStaticImports } from './chunk-graph';
import { HOME_SCREEN_MODULE } from './preload-home-screen';
import { parseMessages } from './precompile-messages';

const LOADERS_ID = 'virtual:message-loaders';
const AREA_ID = /^virtual:messages\/([a-z]{2})\/([A-Za-z]+)$/;
/**
 * What an area module resolves to. The leading NUL is Rollup's mark of a module no file backs
 * (other plugins leave it alone); the rest names its chunk, messages-ar-catalog-<hash>.js.
 */
const RESOLVED_AREA_PREFIX = '\0messages-';
const RESOLVED_AREA_ID = /^\0messages-([a-z]{2})-([A-Za-z]+)$/;
const RESOLVED_LOADERS_ID = `\0${LOADERS_ID}`;

const localesDir = path.resolve(__dirname, '../../locales');

function localeFile(language: LanguageCode): string {
  return path.join(localesDir, `${language}.json`);
}

function readLocale(language: LanguageCode): Record<string, string> {
  return JSON.parse(readFileSync(localeFile(language), 'utf8')) as Record<string, string>;
}

function isLanguage(code: string): code is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

function isArea(name: string): name is MessageArea {
  return (MESSAGE_AREAS as readonly string[]).includes(name);
}

/**
 * The ICU text of one language's area: its translations, and English for any key it lacks.
 * `missing` receives those keys.
 */
export function areaMessages(
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
  area: MessageArea,
  missing: string[] = [],
): Record<string, string> {
  const englishArea = splitByArea(english)[area];
  return Object.fromEntries(
    Object.entries(englishArea).map(([key, text]) => {
      const own = translated[key];
      if (own === undefined) missing.push(key);
      return [key, own ?? text];
    }),
  );
}

/** Every area but the one web/src/i18n/messages.ts imports statically (English, first visit). */
function loadersModule(): string {
  const languages = SUPPORTED_LANGUAGES.map((language) => {
    const areas = MESSAGE_AREAS.filter(
      (area) => language !== DEFAULT_LANGUAGE || area !== FIRST_VISIT_AREA,
    ).map((area) => `    ${area}: () => import('virtual:messages/${language}/${area}'),`);
    return `  ${language}: {\n${areas.join('\n')}\n  },`;
  });
  return `export const messageLoaders = {\n${languages.join('\n')}\n};\n`;
}

/** A quoted string that could be a message key: `'nav.home'`, `"catalog.card.length"`. */
const QUOTED_KEY = /['"`]([A-Za-z0-9]+(?:\.[A-Za-z0-9_-]+)+)['"`]/g;

/** The first visit's chunks: the entry, the home page's, and what they import statically. */
function firstVisitChunks(chunks: Map<string, ChunkInfo>): ChunkInfo[] {
  const roots = [...chunks.values()].filter(
    (chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith(HOME_SCREEN_MODULE),
  );
  const files = new Set(roots.flatMap((chunk) => withStaticImports(chunk, chunks)));
  return [...files].flatMap((file) => chunks.get(file) ?? []);
}

export function messageChunks(): Plugin {
  return {
    name: 'message-chunks',
    resolveId(id) {
      if (id === LOADERS_ID) return RESOLVED_LOADERS_ID;
      const match = AREA_ID.exec(id);
      return match ? `${RESOLVED_AREA_PREFIX}${match[1]}-${match[2]}` : null;
    },
    load(id) {
      if (id === RESOLVED_LOADERS_ID) return loadersModule();
      const match = RESOLVED_AREA_ID.exec(id);
      if (!match) return null;
      const [, language, area] = match as unknown as [string, string, string];
      if (!isLanguage(language) || !isArea(area)) {
        this.error(`messages of ${language}/${area}: no such language or message area`);
      }
      this.addWatchFile(localeFile('en'));
      this.addWatchFile(localeFile(language));
      const english = readLocale('en');
      const missing: string[] = [];
      const text =
        language === 'en'
          ? areaMessages(english, english, area)
          : areaMessages(english, readLocale(language), area, missing);
      if (missing.length > 0) {
        this.warn(`${language}.json lacks ${missing.length} message(s), English used: ${missing}`);
      }
      const parsed = parseMessages(text, language, `${language}.json`);
      // A JSON string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});\n`;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const english = new Set(Object.keys(readLocale(DEFAULT_LANGUAGE)));
      const misplaced = new Set<string>();
      for (const chunk of firstVisitChunks(chunks)) {
        for (const id of chunk.moduleIds) {
          if (id.includes('node_modules') || id.startsWith(RESOLVED_AREA_PREFIX)) continue;
          const code = this.getModuleInfo(id)?.code ?? '';
          for (const [, key] of code.matchAll(QUOTED_KEY)) {
            if (english.has(key!) && messageAreaOf(key!) !== FIRST_VISIT_AREA) {
              misplaced.add(`${key} (${path.relative(process.cwd(), id)})`);
            }
          }
        }
      }
      if (misplaced.size > 0) {
        this.error(
          `The first visit names message keys outside the ${FIRST_VISIT_AREA} area (add a rule in ` +
            `web/src/i18n/message-areas.ts): ${[...misplaced].join(', ')}`,
        );
      }
    },
    // In development a locale edit reloads the page with the messages cut again.
    handleHotUpdate({ file, server }) {
      if (path.dirname(file) !== localesDir) return;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id && RESOLVED_AREA_ID.test(module.id)) {
          server.moduleGraph.invalidateModule(module);
        }
      }
      server.ws.send({ type: 'full-reload' });
    },
  };
}
