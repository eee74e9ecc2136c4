/**
 * `npm run bench`: the catalogue API under load over the seeded 12k catalogue and over a generated
 * 200,000-program catalogue in a separate database, each with its response cache and without it
 * (cold), against the ceiling of a bare Node server answering the same bytes, and with its cache
 * under a realistic mix of distinct queries that mostly miss it (bench-mix.ts); the API's memory
 * and the offline snapshot's size at both sizes; then the shared query over the offline snapshot
 * inside Chromium, the first offline results after a navigation (offline-first-results.ts), and
 * what a first visit to `/` downloads (bundle-bench.ts). Not part of `npm test`. Prints one
 * table; the README records the figures. BENCH_SEEDED_PROGRAMS and BENCH_LARGE_PROGRAMS make a
 * smaller run while developing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogSnapshotWireSchema } from '../../shared/catalog/catalog-snapshot';
import { courseListQuerySchema } from '../../shared/catalog/course-list';
import { startEmbeddedDb } from '../../tools/embedded-db';
import { startServerProcess } from '../harness/server-process';
import { CONNECTIONS, runApi, runCeiling, type ApiRun } from './api-run';
import { bundleRows } from './bundle-bench';
import { BENCH_QUERIES } from './bench-queries';
import { percentile, type LoadResult } from './load';
import { timeQueriesInChromium } from './local-query';
import { timeFirstOfflineResults } from './offline-first-results';
import { seedCatalogue } from './seed-catalogue';

const SEEDED_PROGRAMS = Number(process.env.BENCH_SEEDED_PROGRAMS ?? 12_600);
const LARGE_PROGRAMS = Number(process.env.BENCH_LARGE_PROGRAMS ?? 200_000);
const CHROMIUM_ROUNDS = 10;
const OFFLINE_NAVIGATIONS = 5;
/** Turns the API's list response cache off (CATALOG_LIST_CACHE_ENTRIES), for the cold figures. */
const CACHE_OFF = { CATALOG_LIST_CACHE_ENTRIES: '0' };

/** Wide enough for the longest label, so the printed table stays aligned. */
const LABEL_WIDTH = 84;
const row = (label: string, value: string) =>
  console.log(`| ${label.padEnd(LABEL_WIDTH)} | ${value.padStart(12)} |`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = ({ requests, seconds }: LoadResult) => requests / seconds;
const share = (part: LoadResult, whole: LoadResult) =>
  `${((perSecond(part) / perSecond(whole)) * 100).toFixed(0)} %`;
const programs = (run: ApiRun) =>
  (JSON.parse(run.bodies.get(BENCH_QUERIES[0]!)!.toString()) as { total: number }).total;

function apiRows(label: string, run: ApiRun, ceiling: LoadResult, targets: string[]): void {
  const [p95Target = '', ceilingTarget = ''] = targets;
  const { latenciesMs } = run.load;
  row(`${label}: p50`, ms(percentile(latenciesMs, 0.5)));
  row(`${label}: p95${p95Target}`, ms(percentile(latenciesMs, 0.95)));
  row(`${label}: p99`, ms(percentile(latenciesMs, 0.99)));
  row(`${label}: requests/s`, perSecond(run.load).toFixed(0));
  row(`${label}: share of the ceiling${ceilingTarget}`, share(run.load, ceiling));
  row(`${label}: load average (1 min) after the run`, run.loadAverage.toFixed(2));
}

function mixRows(label: string, run: ApiRun): void {
  const { load, loadAverage, queries } = run.mix!;
  const { latenciesMs } = load;
  const mix = `${label}, cache on, mix of ${queries.toLocaleString('en')} queries`;
  row(`${mix}: p50`, ms(percentile(latenciesMs, 0.5)));
  row(`${mix}: p95`, ms(percentile(latenciesMs, 0.95)));
  row(`${mix}: p99`, ms(percentile(latenciesMs, 0.99)));
  row(`${mix}: requests/s`, perSecond(load).toFixed(0));
  row(`${mix}: load average after`, loadAverage.toFixed(2));
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** Both servers must answer the same bytes: the cache may only make answers faster. */
function assertSameAnswers(cached: ApiRun, cold: ApiRun): void {
  for (const [query, body] of cached.bodies) {
    if (!body.equals(cold.bodies.get(query)!)) {
      throw new Error(`The cached and uncached APIs answer ${query} differently`);
    }
  }
}

async function catalogueRuns(
  dbName: string,
  targets: string[],
  snapshotTarget: string,
): Promise<ApiRun> {
  const cached = await runApi(dbName, { withSnapshot: true, withMix: true });
  const cold = await runApi(dbName, { env: CACHE_OFF });
  assertSameAnswers(cached, cold);
  const ceiling = await runCeiling(cached.bodies);
  const label = `API, ${programs(cached).toLocaleString('en')} programs`;
  apiRows(`${label}, response cache`, cached, ceiling, targets);
  apiRows(`${label}, cache off (cold)`, cold, ceiling, [targets[2] ?? '']);
  mixRows(label, cached);
  row(`bare Node http, same bytes (the ceiling): requests/s`, perSecond(ceiling).toFixed(0));
  row(`${label}: API process resident memory after the runs`, megabytes(cached.residentBytes));
  row(
    `${label}: offline snapshot, gzip on the wire${snapshotTarget}`,
    megabytes(cached.snapshot!.gzipBytes),
  );
  return cached;
}

async function localQueryRows(run: ApiRun): Promise<void> {
  const snapshot = catalogSnapshotWireSchema.parse(JSON.parse(run.snapshot!.json));
  const queries = BENCH_QUERIES.map((url) =>
    courseListQuerySchema.parse(Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''))),
  );
  const { prepareMs, queryMs } = await timeQueriesInChromium(
    snapshot.items,
    snapshot.rates,
    queries,
    CHROMIUM_ROUNDS,
  );
  const label = `Chromium, local query over ${snapshot.items.length.toLocaleString('en')} programs`;
  row(`${label}: median (target ≤ 16 ms)`, ms(percentile(queryMs, 0.5)));
  row(`${label}: p95`, ms(percentile(queryMs, 0.95)));
  row('Chromium, preparing the saved snapshot (once per version)', ms(prepareMs));
}

/** Item 4's figure: the first offline results after a navigation, on the seeded catalogue. */
async function offlineRows(dbName: string): Promise<void> {
  const server = await startServerProcess({
    MONGODB_DB_NAME: dbName,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'error',
  });
  try {
    const timings = await timeFirstOfflineResults(server.baseUrl, OFFLINE_NAVIGATIONS);
    const label = `Chromium, offline navigation to /courses until the first results show`;
    row(`${label}: median (target ≤ 300 ms)`, ms(percentile(timings, 0.5)));
    row(`${label}: slowest of ${OFFLINE_NAVIGATIONS}`, ms(Math.max(...timings)));
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyabroad-bench-'));
  const db = await startEmbeddedDb({ dataDir, log: () => undefined });
  // The server processes use this database instead of starting one each.
  process.env.MONGODB_URI = db.uri;
  try {
    console.error(`Seeding ${SEEDED_PROGRAMS} and ${LARGE_PROGRAMS} programs (minutes)…`);
    await seedCatalogue(db.uri, 'bench_seeded', SEEDED_PROGRAMS);
    await seedCatalogue(db.uri, 'bench_large', LARGE_PROGRAMS);
    console.log(`| ${'measure'.padEnd(LABEL_WIDTH)} | ${'value'.padStart(12)} |`);
    console.log(`| ${'-'.repeat(LABEL_WIDTH)} | ${'-'.repeat(12)} |`);
    row('API runs: connections, 20 queries in turn', String(CONNECTIONS));
    const seeded = await catalogueRuns(
      'bench_seeded',
      [' (target ≤ 25 ms)', ' (target ≥ 40 %)', ''],
      ' (target ≤ 1.5 MB)',
    );
    await catalogueRuns('bench_large', [' (target ≤ 60 ms)', '', ' (target ≤ 60 ms)'], '');
    await localQueryRows(seeded);
    await offlineRows('bench_seeded');
    for (const [label, value] of bundleRows()) row(label, value);
  } finally {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
