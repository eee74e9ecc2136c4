/**
 * Vite plugin: every locales/*.json is handed to the app as react-intl's parsed form (an ICU AST
 * per message) instead of ICU text, so the browser never parses a message and the build leaves
 * the ICU parser out (vite.config.ts points `@formatjs/icu-messageformat-parser` at its
 * `no-parser` half, which keeps the types and helpers react-intl formats with). The options are
 * the ones intl-messageformat would parse with at run time: the defaults, in the file's language.
 */
import { basename } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin } from 'vite';

const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2})\.json$/;

export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    // Before Vite's JSON plugin, which then turns the parsed catalogue into a module as usual.
    enforce: 'pre',
    transform(code, id) {
      const match = LOCALE_FILE.exec(id);
      if (!match) return null;
      const locale = new Intl.Locale(match[1]!);
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message, { locale })];
          } catch (error) {
            throw new Error(`${basename(id)}: message "${key}" is not valid ICU`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
