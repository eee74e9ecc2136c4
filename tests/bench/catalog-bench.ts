/**
 * `npm run bench`: the catalogue API under load, against the ceiling of a bare Node server
 * answering the same bytes, the shared query at 200,000 programs, and the offline snapshot.
 * Not part of `npm test`. Prints one table; the README records the figures.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import {
  generatePrograms,
  createCatalogContext,
} from '../../api/src/catalog/seed/catalog-generator';
import { prepareCatalogue } from '../../shared/catalog/catalog-prepare';
import { queryCatalogue } from '../../shared/catalog/catalog-query';
import { courseListQuerySchema } from '../../shared/catalog/course-list';
import { courseSummarySchema, type CourseSummary } from '../../shared/catalog/course-summary';
import { REFERENCE_EXCHANGE_RATES } from '../../shared/catalog/exchange-rates';
import { startServerProcess } from '../harness/server-process';
import { BENCH_QUERIES } from './bench-queries';
import { percentile, runLoad, startBareServer, type LoadResult } from './load';

const CONNECTIONS = 32;
const SECONDS = 10;
const LARGE_CATALOGUE = 200_000;

const row = (label: string, value: string) =>
  console.log(`| ${label.padEnd(52)} | ${value.padStart(14)} |`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = ({ requests, seconds }: LoadResult) => requests / seconds;

async function apiFigures(): Promise<void> {
  const server = await startServerProcess({ LOG_LEVEL: 'error' });
  try {
    const bodies = new Map<string, Buffer>();
    for (const path of BENCH_QUERIES) {
      bodies.set(path, Buffer.from(await (await fetch(server.baseUrl + path)).arrayBuffer()));
    }
    await runLoad(server.baseUrl, BENCH_QUERIES, CONNECTIONS, 2);
    const api = await runLoad(server.baseUrl, BENCH_QUERIES, CONNECTIONS, SECONDS);
    const bare = await startBareServer(bodies);
    const ceiling = await runLoad(bare.url, BENCH_QUERIES, CONNECTIONS, SECONDS);
    bare.close();
    const snapshot = await fetch(`${server.baseUrl}/api/public/catalog/snapshot`);
    const snapshotJson = Buffer.from(await snapshot.arrayBuffer());
    const items = (JSON.parse(snapshotJson.toString()) as { items: CourseSummary[] }).items;

    row(
      `API, ${items.length} programs, ${CONNECTIONS} connections: p50`,
      ms(percentile(api.latenciesMs, 0.5)),
    );
    row('API p95 (target ≤ 25 ms)', ms(percentile(api.latenciesMs, 0.95)));
    row('API p99', ms(percentile(api.latenciesMs, 0.99)));
    row('API requests/s', perSecond(api).toFixed(0));
    row('bare Node http, same bytes: requests/s', perSecond(ceiling).toFixed(0));
    row(
      'API / ceiling (target ≥ 40 %)',
      `${((perSecond(api) / perSecond(ceiling)) * 100).toFixed(0)} %`,
    );
    row(
      'snapshot gzip size (target ≤ 1.5 MB)',
      `${(gzipSync(snapshotJson).length / 1e6).toFixed(2)} MB`,
    );
    localQueryFigures(items);
  } finally {
    await server.stop();
  }
}

function timeQueries(summaries: readonly CourseSummary[], rounds: number): number[] {
  const catalogue = prepareCatalogue(summaries, REFERENCE_EXCHANGE_RATES);
  const queries = BENCH_QUERIES.map((path) =>
    courseListQuerySchema.parse(Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''))),
  );
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      queryCatalogue(catalogue, query);
      timings.push(performance.now() - started);
    }
  }
  return timings;
}

function localQueryFigures(items: readonly CourseSummary[]): void {
  const timings = timeQueries(items, 5);
  row('shared query over the snapshot (Node): median', ms(percentile(timings, 0.5)));
}

function largeCatalogueFigures(): void {
  const now = new Date();
  const context = createCatalogContext(now);
  const summaries: CourseSummary[] = generatePrograms(context, 0, LARGE_CATALOGUE)
    .filter((program) => program.status === 'active')
    .map((program, index) =>
      // Parsing strips what a summary lacks, as the API's projection does.
      courseSummarySchema.parse({
        ...program,
        id: index.toString(16).padStart(24, '0'),
        applicationDeadline: program.applicationDeadline.toISOString(),
        startDates: program.startDates.map((date) => date.toISOString()),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      }),
    );
  const timings = timeQueries(summaries, 3);
  row(`shared query, ${summaries.length} programs: p50`, ms(percentile(timings, 0.5)));
  row(
    `shared query, ${summaries.length} programs: p95 (target ≤ 60 ms)`,
    ms(percentile(timings, 0.95)),
  );
}

async function main(): Promise<void> {
  console.log(`| ${'measure'.padEnd(52)} | ${'value'.padStart(14)} |`);
  console.log(`| ${'-'.repeat(52)} | ${'-'.repeat(14)} |`);
  await apiFigures();
  largeCatalogueFigures();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
