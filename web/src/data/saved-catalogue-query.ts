import { queryCatalogue, type CatalogueQuery } from '../../../shared/catalog/catalog-query';
import { relatedCourses } from '../../../shared/catalog/catalog-related';
import { RELATED_COURSES_LIMIT } from '../../../shared/catalog/course-detail';
import { type CourseListItem } from '../../../shared/catalog/course-list';
import { toCourseCard, type CourseSummary } from '../../../shared/catalog/course-summary';
import { displayCurrency, type Currency } from '../../../shared/catalog/currencies';
import { convertTuition, type ExchangeRates } from '../../../shared/catalog/exchange-rates';
import { type SavedCourseCard, type SavedCourseList } from './catalog-worker-protocol';
import { loadedCatalogue } from './saved-catalogue';

function listItem(
  summary: CourseSummary,
  currency: Currency,
  rates: ExchangeRates,
): CourseListItem {
  const tuitionConverted = convertTuition(summary.tuitionFee, summary.currency, currency, rates);
  return { ...toCourseCard(summary), tuitionConverted };
}

/** A result page from the saved catalogue, with the same shared query code the API runs. */
export async function querySavedCatalogue(
  query: CatalogueQuery,
  currency: string,
): Promise<SavedCourseList> {
  const { catalogue, rates, savedAt } = await loadedCatalogue();
  const shown = displayCurrency(currency);
  const result = queryCatalogue(catalogue, { ...query, currency: shown });
  return {
    items: result.items.map((summary) => listItem(summary, shown, rates)),
    total: result.total,
    facets: result.facets,
    page: query.page,
    limit: query.limit,
    currency: shown,
    ratesDate: rates.date,
    savedAt,
  };
}

/** The cards of `ids` from the saved catalogue, in order; null for a program it no longer has. */
export async function savedCourseItems(
  ids: readonly string[],
  currency: string,
): Promise<(CourseListItem | null)[]> {
  const { find, rates } = await loadedCatalogue();
  const shown = displayCurrency(currency);
  return ids.map((id) => {
    const summary = find(id);
    return summary ? listItem(summary, shown, rates) : null;
  });
}

/** One program's card and related programs from the saved catalogue, or null when unknown. */
export async function savedCourseCard(
  idOrSlug: string,
  currency: string,
): Promise<SavedCourseCard | null> {
  const { catalogue, find, rates, savedAt } = await loadedCatalogue();
  const summary = find(idOrSlug);
  if (!summary) return null;
  const shown = displayCurrency(currency);
  const related = relatedCourses(catalogue, summary, RELATED_COURSES_LIMIT + 1)
    .filter((other) => other.id !== summary.id)
    .slice(0, RELATED_COURSES_LIMIT);
  return {
    item: listItem(summary, shown, rates),
    related: related.map((other) => listItem(other, shown, rates)),
    currency: shown,
    ratesDate: rates.date,
    savedAt,
  };
}
