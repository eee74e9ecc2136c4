import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { prepareCatalogue } from '../../../shared/catalog/catalog-prepare';
import {
  COURSE_FACETS,
  type CourseFacets,
  type CourseListResponse,
} from '../../../shared/catalog/course-list';
import { REFERENCE_EXCHANGE_RATES } from '../../../shared/catalog/exchange-rates';
import { type AppConfig } from '../config/config.schema';
import { CatalogListCache } from './catalog-list-cache';
import { type CatalogIndex, type CatalogStore } from './catalog-store.service';

const NOW = new Date('2026-01-10T12:00:00.000Z');

function catalogIndex(version: string): CatalogIndex {
  return {
    version,
    items: [],
    prepared: prepareCatalogue([], REFERENCE_EXCHANGE_RATES),
    byId: new Map(),
    bySlug: new Map(),
    updatedUntil: null,
  };
}

function answer(total: number): CourseListResponse {
  return {
    items: [],
    total,
    page: 1,
    limit: 20,
    currency: 'USD',
    ratesDate: REFERENCE_EXCHANGE_RATES.date,
    facets: Object.fromEntries(COURSE_FACETS.map((facet) => [facet, {}])) as CourseFacets,
  };
}

function setUp(entries: number) {
  const store = { catalogue: catalogIndex('v1') };
  const cache = new CatalogListCache(
    store as unknown as CatalogStore,
    {
      CATALOG_LIST_CACHE_ENTRIES: entries,
    } as AppConfig,
  );
  let renders = 0;
  const body = (url: string) =>
    JSON.parse(cache.body(url, () => answer(++renders)).toString()) as CourseListResponse;
  return { cache, store, body, renders: () => renders };
}

describe(CatalogListCache.name, () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers a repeated URL with the bytes rendered the first time', () => {
    const { cache, body, renders } = setUp(10);
    expect(cache.find('country=de')).toBeUndefined();
    expect(body('country=de')).toEqual(answer(1));
    expect(body('country=de')).toEqual(answer(1));
    expect(JSON.parse(cache.find('country=de')!.toString())).toEqual(answer(1));
    expect(body('country=fr')).toEqual(answer(2));
    expect(renders()).toBe(2);
  });

  it('renders again once another catalogue is loaded', () => {
    const { store, body } = setUp(10);
    body('q=law');
    store.catalogue = catalogIndex('v2');
    expect(body('q=law')).toEqual(answer(2));
  });

  it('renders again after midnight UTC, when open deadlines may have changed', () => {
    const { body } = setUp(10);
    body('open=true');
    jest.setSystemTime(new Date('2026-01-10T23:59:59.000Z'));
    expect(body('open=true').total).toBe(1);
    jest.setSystemTime(new Date('2026-01-11T00:00:00.000Z'));
    expect(body('open=true').total).toBe(2);
  });

  it('drops the least recently used answer beyond its capacity', () => {
    const { body } = setUp(2);
    body('page=1');
    body('page=2');
    body('page=1');
    body('page=3');
    expect(body('page=1').total).toBe(1);
    expect(body('page=2').total).toBe(4);
  });

  it('renders every time and keeps nothing when turned off', () => {
    const { cache, body, renders } = setUp(0);
    body('page=1');
    body('page=1');
    expect(renders()).toBe(2);
    expect(cache.find('page=1')).toBeUndefined();
  });
});
