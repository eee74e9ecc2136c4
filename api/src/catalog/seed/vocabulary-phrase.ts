import { type CatalogPhrase } from '../../../../shared/catalog/catalog-phrase';

/** The key of a vocabulary term: "Master's Thesis" → `masters_thesis`. */
export function vocabularyKey(term: string): string {
  return term
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A phrase of `key` (a code or an English vocabulary term) filled with `values`. */
export function phrase(key: string, values?: CatalogPhrase['values']): CatalogPhrase {
  const vocabularyCode = vocabularyKey(key);
  return values ? { key: vocabularyCode, values } : { key: vocabularyCode };
}
