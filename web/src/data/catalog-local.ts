import { prepareCatalogue, type PreparedCatalogue } from '../../../shared/catalog/catalog-prepare';
import { queryCatalogue, type CatalogueQuery } from '../../../shared/catalog/catalog-query';
import { relatedCourses } from '../../../shared/catalog/catalog-related';
import { RELATED_COURSES_LIMIT, type CourseDetail } from '../../../shared/catalog/course-detail';
import { type CourseListItem, type CourseListResponse } from '../../../shared/catalog/course-list';
import { toCourseCard, type CourseSummary } from '../../../shared/catalog/course-summary';
import { isCurrency, type Currency } from '../../../shared/catalog/currencies';
import { convertTuition, type ExchangeRates } from '../../../shared/catalog/exchange-rates';
import { catalogDb } from './catalog-db';

/** The saved catalogue, prepared once per saved version (preparing 12k programs takes a while). */
let prepared: { savedAt: number; catalogue: PreparedCatalogue } | undefined;

async function savedCatalogue(): Promise<{ catalogue: PreparedCatalogue; savedAt: number }> {
  const meta = await catalogDb.meta.get('snapshot');
  if (!meta) throw new Error('No catalogue saved on this device');
  if (prepared?.savedAt !== meta.savedAt) {
    const summaries = await catalogDb.courses.toArray();
    prepared = { savedAt: meta.savedAt, catalogue: prepareCatalogue(summaries, meta.rates) };
  }
  return prepared;
}

function displayCurrency(currency: string): Currency {
  return isCurrency(currency) ? currency : 'USD';
}

function listItem(
  summary: CourseSummary,
  currency: Currency,
  rates: ExchangeRates,
): CourseListItem {
  const tuitionConverted = convertTuition(summary.tuitionFee, summary.currency, currency, rates);
  return { ...toCourseCard(summary), tuitionConverted };
}

/** A result page from the saved catalogue, with the same shared query code the API runs. */
export async function queryLocally(
  query: CatalogueQuery,
  currency: string,
): Promise<CourseListResponse & { savedAt: number }> {
  const { catalogue, savedAt } = await savedCatalogue();
  const shown = displayCurrency(currency);
  const result = queryCatalogue(catalogue, { ...query, currency: shown });
  return {
    items: result.items.map((summary) => listItem(summary, shown, catalogue.rates)),
    total: result.total,
    facets: result.facets,
    page: query.page,
    limit: query.limit,
    currency: shown,
    ratesDate: catalogue.rates.date,
    savedAt,
  };
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
      savedAt: number;
    }
  | undefined
> {
  const { catalogue, savedAt } = await savedCatalogue();
  const shown = displayCurrency(currency);
  const detail =
    (await catalogDb.details.get(idOrSlug)) ??
    (await catalogDb.details.where('slug').equals(idOrSlug).first());
  if (detail) {
    const tuitionConverted = convertTuition(
      detail.tuitionFee,
      detail.currency,
      shown,
      catalogue.rates,
    );
    return {
      kind: 'detail',
      detail: { ...detail, tuitionConverted, displayCurrency: shown },
      savedAt,
    };
  }
  const summary =
    (await catalogDb.courses.get(idOrSlug)) ??
    (await catalogDb.courses.where('slug').equals(idOrSlug).first());
  if (!summary) return undefined;
  const related = relatedCourses(catalogue, summary, RELATED_COURSES_LIMIT + 1)
    .filter((other) => other.id !== summary.id)
    .slice(0, RELATED_COURSES_LIMIT);
  return {
    kind: 'summary',
    item: listItem(summary, shown, catalogue.rates),
    related: related.map((other) => listItem(other, shown, catalogue.rates)),
    currency: shown,
    savedAt,
  };
}

/** Keeps an opened program's full detail for offline visits. */
export async function saveOpenedCourse(detail: CourseDetail): Promise<void> {
  await catalogDb.details.put(detail);
}
