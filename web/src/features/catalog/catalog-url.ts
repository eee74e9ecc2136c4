import { z } from 'zod';
import { type CatalogueQuery } from '../../../../shared/catalog/catalog-query';
import {
  COURSE_FACETS,
  COURSE_PAGE_SIZE_DEFAULT,
  courseFilterShape,
  type CourseFacet,
} from '../../../../shared/catalog/course-list';

/** The URL parameters the list page owns; every one is a filter the API accepts as is. */
const URL_KEYS = [
  'q',
  ...COURSE_FACETS,
  'tuitionMin',
  'tuitionMax',
  'startFrom',
  'open',
  'sort',
] as const;

/** A parameter of the list page's URL. */
export type CatalogueParam = (typeof URL_KEYS)[number];

const pageSchema = z.coerce.number().int().min(1).max(1_000_000);

/**
 * The list query a URL describes. Each parameter is read with the API's own schema and an invalid
 * one is left out, so a hand-edited or stale link still shows results instead of an error.
 */
export function queryFromUrl(params: URLSearchParams): CatalogueQuery {
  const query: Record<string, unknown> = {};
  for (const key of URL_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = courseFilterShape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  // A range that ends below its start is one the API refuses: its end is left out instead.
  const { tuitionMin, tuitionMax } = query;
  if (typeof tuitionMin === 'number' && typeof tuitionMax === 'number' && tuitionMax < tuitionMin)
    delete query.tuitionMax;
  const page = pageSchema.safeParse(params.get('page') ?? 1);
  return {
    ...(query as Partial<CatalogueQuery>),
    page: page.success ? page.data : 1,
    limit: COURSE_PAGE_SIZE_DEFAULT,
  };
}

/** The API query string for a list query, in `currency`. */
export function apiSearchParams(query: CatalogueQuery, currency: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = query[key];
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  params.set('currency', currency);
  return params;
}

/** A copy of `params` with one facet's value toggled; any filter change returns to page 1. */
export function toggleFacetValue(
  params: URLSearchParams,
  facet: CourseFacet,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = new Set((params.get(facet) ?? '').split(',').filter(Boolean));
  if (values.has(value)) values.delete(value);
  else values.add(value);
  if (values.size > 0) next.set(facet, [...values].join(','));
  else next.delete(facet);
  next.delete('page');
  return next;
}

/** A copy of `params` with one parameter set (or removed when empty), back on page 1. */
export function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

/**
 * A copy of `params` with several filters set (or removed when empty) at once, so a range is one
 * history entry. Back on page 1 when any of them changed; an unchanged copy otherwise, so
 * applying the same values again does not navigate.
 */
export function withParams(
  params: URLSearchParams,
  values: Partial<Record<CatalogueParam, string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  let changed = false;
  for (const [key, value] of Object.entries(values)) {
    if ((params.get(key) ?? '') === value) continue;
    changed = true;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (changed) next.delete('page');
  return next;
}

/** Only the parameters this page does not own, so clear-all keeps nothing of the filters. */
export function clearedParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...URL_KEYS, 'page']) next.delete(key);
  return next;
}

/** The search string of `page` of the list in `params`, keeping every other parameter. */
export function pageSearch(params: URLSearchParams, page: number): string {
  const search = withParam(params, 'page', page > 1 ? String(page) : '').toString();
  return search ? `?${search}` : '';
}
