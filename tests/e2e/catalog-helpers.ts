/**
 * Shared steps of the catalogue specs: messages, real programs from the seeded catalogue, and
 * waiting until the catalogue is saved for offline use.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { courseListResponseSchema, type CourseListItem } from '../../shared/catalog/course-list';
import { controlledByServiceWorker } from './service-worker-helpers';

export const CATALOG_MESSAGES = { en, ar } as const;

/** The first programs of a list query, straight from the API. */
export async function firstCourses(
  request: APIRequestContext,
  query: string,
): Promise<{ items: CourseListItem[]; total: number }> {
  const response = await request.get(`/api/public/courses?${query}`);
  return courseListResponseSchema.parse(await response.json());
}

/** Whether the page's origin has the catalogue saved (the meta record is written last, with it). */
export function catalogueSaved(): Promise<boolean> {
  return (async () => {
    // Opening a database that does not exist yet would create an empty one under the app.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'course-catalogue')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('course-catalogue');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('meta')) {
          db.close();
          return resolve(false);
        }
        const get = db.transaction('meta').objectStore('meta').get('snapshot');
        get.onsuccess = () => resolve(get.result !== undefined);
        get.onerror = () => resolve(false);
        db.close();
      };
    });
  })();
}

/** Resolves once the service worker controls the page and the catalogue snapshot is saved. */
export async function waitUntilOfflineReady(page: Page) {
  await controlledByServiceWorker(page);
  // `page.evaluate` awaits the check's promise; `waitForFunction` may take the pending promise
  // itself as a truthy answer and return before anything is saved.
  await expect
    .poll(() => page.evaluate(catalogueSaved), { timeout: 60_000, intervals: [250, 500, 1000] })
    .toBe(true);
}
