/**
 * The saved catalogue's database, loaded on first use: the page's own reads of it (the offline
 * list's head, opened programs) need Dexie only offline or after the page has painted.
 */
import type { catalogDb } from './catalog-db';

let loading: Promise<typeof catalogDb> | undefined;

export function savedCatalogueDb(): Promise<typeof catalogDb> {
  loading ??= import('./catalog-db').then((module) => module.catalogDb);
  // A failed load (e.g. a chunk missing after a deploy) is tried again on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
