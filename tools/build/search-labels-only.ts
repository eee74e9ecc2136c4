/**
 * Vite plugin for the web workers' bundles: a locale file imported there keeps only the messages
 * the search vocabulary reads (shared/catalog/search-label-ids.ts). The catalogue worker builds
 * the vocabulary from all six languages' labels; bundled whole, the six files were about 480 kB
 * of its 670 kB, which an offline visit fetched, parsed and ran before its first results.
 */
import { type Plugin } from 'vite';
import { searchLabelOf } from '../../shared/catalog/search-label-ids';

const LOCALE_FILE = /\/locales\/[a-z]+\.json$/;

export function searchLabelsOnly(): Plugin {
  return {
    name: 'search-labels-only',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!LOCALE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const labels = Object.entries(messages).filter(([key]) => searchLabelOf(key) !== undefined);
      return { code: JSON.stringify(Object.fromEntries(labels)), map: null };
    },
  };
}
