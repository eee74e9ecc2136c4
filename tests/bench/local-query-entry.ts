/**
 * Bundled for Chromium by local-query.ts: the shared query code the PWA runs offline, timed over
 * the catalogue snapshot inside the page.
 */
import { prepareCatalogue } from '../../shared/catalog/catalog-prepare';
import { queryCatalogue, type CatalogueQuery } from '../../shared/catalog/catalog-query';
import { type CourseSummary } from '../../shared/catalog/course-summary';
import { type ExchangeRates } from '../../shared/catalog/exchange-rates';

export interface LocalQueryTimings {
  prepareMs: number;
  queryMs: number[];
}

/** Prepares the snapshot once, as the PWA does per saved version, then times each query. */
export function timeLocalQueries(
  items: readonly CourseSummary[],
  rates: ExchangeRates,
  queries: readonly CatalogueQuery[],
  rounds: number,
): LocalQueryTimings {
  const started = performance.now();
  const catalogue = prepareCatalogue(items, rates);
  const prepareMs = performance.now() - started;
  // One unmeasured round: the first calls run before the JIT has compiled the scan.
  for (const query of queries) queryCatalogue(catalogue, query);
  const queryMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const sent = performance.now();
      queryCatalogue(catalogue, query);
      queryMs.push(performance.now() - sent);
    }
  }
  return { prepareMs, queryMs };
}
