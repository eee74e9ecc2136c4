/**
 * The page's access to the saved catalogue. Lists and cards come from the catalogue worker, which
 * keeps the prepared catalogue in memory; full details of opened programs are read here.
 *
 * The database (Dexie, 28 kB gzip) is imported when first used, not with the list and a
 * program's page: online they paint without it (issue 10, a phone's first visit), and offline
 * the entry has already started loading it (`catalog-offline-warm.ts`).
 */
import { type CatalogueQuery } from '../../../shared/catalog/catalog-query';
import { type CourseDetail } from '../../../shared/catalog/course-detail';
import { type CourseListItem } from '../../../shared/catalog/course-list';
import { displayCurrency, type Currency } from '../../../shared/catalog/currencies';
import { convertTuition } from '../../../shared/catalog/exchange-rates';
import { savedCatalogueDb } from './catalog-db-loader';
import { callCatalogueWorker } from './catalog-worker-client';
import { type SavedCourseList } from './catalog-worker-protocol';
import { LocalizedError } from './localized-error';
import { isDefaultListQuery, pageFromListHead } from './saved-list-head';

/**
 * A result page from the saved catalogue, with the same shared query code the API runs. The
 * default list comes from the head saved beside the catalogue while it holds the page, without
 * waiting for the catalogue worker; every other list comes from the worker.
 */
export async function queryLocally(
  query: CatalogueQuery,
  currency: string,
): Promise<SavedCourseList> {
  if (isDefaultListQuery(query)) {
    const meta = await (await savedCatalogueDb()).meta.get('snapshot');
    const page = meta?.listHead && pageFromListHead(meta.listHead, query, new Date());
    if (meta && page) {
      const shown = displayCurrency(currency);
      return {
        items: page.cards.map((card) => ({
          ...card,
          tuitionConverted: convertTuition(card.tuitionFee, card.currency, shown, meta.rates),
        })),
        total: page.total,
        facets: page.facets,
        page: query.page,
        limit: query.limit,
        currency: shown,
        ratesDate: meta.rates.date,
        savedAt: meta.savedAt,
      };
    }
  }
  return callCatalogueWorker('query', { query, currency });
}

/** What the saved catalogue knows of one program: the full detail if opened before, else its card. */
export async function savedCourse(
  idOrSlug: string,
  currency: string,
): Promise<
  | { kind: 'detail'; detail: CourseDetail; savedAt: number }
  | {
      kind: 'summary';
      item: CourseListItem;
      related: CourseListItem[];
      currency: Currency;
      ratesDate: string;
      savedAt: number;
    }
  | undefined
> {
  const catalogDb = await savedCatalogueDb();
  const meta = await catalogDb.meta.get('snapshot');
  if (!meta) throw new LocalizedError('catalog.offline.unavailable', 'no catalogue saved');
  const detail =
    (await catalogDb.details.get(idOrSlug)) ??
    (await catalogDb.details.where('slug').equals(idOrSlug).first());
  if (detail) {
    // The detail was saved in the currency of the visit that opened it: the program and its
    // related programs are converted again, from their own amounts, with the saved rates.
    const shown = displayCurrency(currency);
    const convert = (course: { tuitionFee: number; currency: Currency }) =>
      convertTuition(course.tuitionFee, course.currency, shown, meta.rates);
    return {
      kind: 'detail',
      detail: {
        ...detail,
        tuitionConverted: convert(detail),
        displayCurrency: shown,
        ratesDate: meta.rates.date,
        related: detail.related.map((item) => ({ ...item, tuitionConverted: convert(item) })),
      },
      savedAt: meta.savedAt,
    };
  }
  const card = await callCatalogueWorker('card', { idOrSlug, currency });
  return card ? { kind: 'summary', ...card } : undefined;
}

/**
 * The cards of `ids` from the saved catalogue, in order (null for a program it no longer has);
 * fails when no catalogue is saved on this device.
 */
export function savedCourseItems(
  ids: string[],
  currency: string,
): Promise<(CourseListItem | null)[]> {
  return callCatalogueWorker('items', { ids, currency });
}

/** Keeps an opened program's full detail for offline visits. */
export async function saveOpenedCourse(detail: CourseDetail): Promise<void> {
  await (await savedCatalogueDb()).details.put(detail);
}
