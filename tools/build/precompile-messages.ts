/**
 * Vite plugin: every locales/*.json is handed to the app as react-intl's parsed form (an ICU AST
 * per message) instead of ICU text, so the browser never parses a message and the build leaves
 * the ICU parser out (vite.config.ts points `@formatjs/icu-messageformat-parser` at its
 * `no-parser` half, which keeps the types and helpers react-intl formats with). The options are
 * the ones intl-messageformat would parse with at run time: the defaults, in the file's language.
 */
import { basename } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin } from 'vite';

const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2})\.json$/;

/** A locale file's messages in react-intl's parsed form; `source` names the file in errors. */
export function parseMessages(
  messages: Readonly<Record<string, string>>,
  language: string,
  source: string,
): Record<string, MessageFormatElement[]> {
  const locale = new Intl.Locale(language);
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parse(message, { locale })];
      } catch (error) {
        throw new Error(`${source}: message "${key}" is not valid ICU`, { cause: error });
      }
    }),
  );
}

export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    // Before Vite's JSON plugin, which then turns the parsed catalogue into a module as usual.
    enforce: 'pre',
    transform(code, id) {
      const match = LOCALE_FILE.exec(id);
      if (!match) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(parseMessages(messages, match[1]!, basename(id))), map: null };
    },
  };
}
