import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { startServerProcess } from '../harness/server-process';
import { mixQueries } from './bench-mix';
import { BENCH_QUERIES } from './bench-queries';
import { runLoad, startBareServer, type LoadResult } from './load';

export const CONNECTIONS = 32;
/** Distinct queries of the realistic mix: more than a run sends, so nearly every one is new. */
export const MIX_QUERIES = 40_000;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;

export interface ApiRun {
  load: LoadResult;
  /** Each query's answer, as the ceiling server replays it. */
  bodies: Map<string, Buffer>;
  /** The one-minute load average of the machine at the end of the run. */
  loadAverage: number;
  /** With `withMix`: the realistic mix, most of it missing the response cache (bench-mix.ts). */
  mix?: { load: LoadResult; loadAverage: number; queries: number };
  /** The API process's resident memory after the runs (bytes). */
  residentBytes: number;
  /** With `withSnapshot`: the offline snapshot's size on the wire and its JSON. */
  snapshot?: { gzipBytes: number; json: string };
}

/** A process's resident set size, from Linux's /proc. */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes) * 1024;
}

/** The snapshot as a browser gets it: gzip on the wire (its size) and the JSON it inflates to. */
async function snapshot(baseUrl: string): Promise<{ gzipBytes: number; json: string }> {
  const gzipBytes = await new Promise<number>((resolve, reject) => {
    http
      .get(
        `${baseUrl}/api/public/catalog/snapshot`,
        { headers: { 'Accept-Encoding': 'gzip' } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        },
      )
      .on('error', reject);
  });
  const json = await (await fetch(`${baseUrl}/api/public/catalog/snapshot`)).text();
  return { gzipBytes, json };
}

/**
 * Starts the built API on an already seeded database (see seed-catalogue.ts), collects each
 * query's answer, warms up, then loads it with the representative queries and, `withMix`, with
 * the realistic mix (its second half warms up, its first half is measured, so what the warm-up
 * cached is not asked again). `env` tunes the server (the response cache off, for the cold
 * figures).
 */
export async function runApi(
  dbName: string,
  {
    env = {},
    withSnapshot = false,
    withMix = false,
  }: { env?: Record<string, string>; withSnapshot?: boolean; withMix?: boolean } = {},
): Promise<ApiRun> {
  const server = await startServerProcess({
    MONGODB_DB_NAME: dbName,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'error',
    ...env,
  });
  try {
    const bodies = new Map<string, Buffer>();
    for (const path of BENCH_QUERIES) {
      bodies.set(path, Buffer.from(await (await fetch(server.baseUrl + path)).arrayBuffer()));
    }
    await runLoad(server.baseUrl, BENCH_QUERIES, CONNECTIONS, WARM_UP_SECONDS);
    const load = await runLoad(server.baseUrl, BENCH_QUERIES, CONNECTIONS, SECONDS);
    const loadAverage = loadavg()[0]!;
    const run: ApiRun = { load, bodies, loadAverage, residentBytes: 0 };
    if (withMix) {
      const queries = mixQueries(bodies.values(), MIX_QUERIES);
      const half = queries.length / 2;
      await runLoad(server.baseUrl, queries.slice(half), CONNECTIONS, WARM_UP_SECONDS);
      const mixLoad = await runLoad(server.baseUrl, queries.slice(0, half), CONNECTIONS, SECONDS);
      run.mix = { load: mixLoad, loadAverage: loadavg()[0]!, queries: queries.length };
    }
    run.residentBytes = residentBytes(server.pid);
    if (withSnapshot) run.snapshot = await snapshot(server.baseUrl);
    return run;
  } finally {
    await server.stop();
  }
}

/** The ceiling: a bare Node `http` server answering the same bytes, under the same load. */
export async function runCeiling(bodies: ReadonlyMap<string, Buffer>): Promise<LoadResult> {
  const bare = await startBareServer(bodies);
  try {
    await runLoad(bare.url, BENCH_QUERIES, CONNECTIONS, WARM_UP_SECONDS);
    return await runLoad(bare.url, BENCH_QUERIES, CONNECTIONS, SECONDS);
  } finally {
    bare.close();
  }
}
