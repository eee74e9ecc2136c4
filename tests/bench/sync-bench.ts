/**
 * `npm run bench:sync` (also the end of `npm run bench`): sync on the embedded database with
 * 10,000 students holding 200 favourites, a full profile and settings each (issue 11 item 8).
 * At 32 concurrent clients: a fresh device's full pull (favourites 200 documents, profile,
 * settings) and an incremental pull after one change, each against the ceiling of a bare Node
 * server answering the same bytes; a fresh device's pull of students the API has not served yet
 * (its memory of feeds cold); then the API process's memory. Not part of `npm test`.
 * SYNC_BENCH_DATA_DIR=<dir> keeps the seeded database there and reuses it on the next run.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { type SyncCollection } from '../../shared/sync/sync-collections';
import { type FavoriteDocument } from '../../shared/sync/favorite-document';
import { syncPaths, type SyncPullResponse } from '../../shared/sync/sync-protocol';
import { startEmbeddedDb } from '../../tools/embedded-db';
import {
  ROLES_CLAIM,
  rsaTokenFactory,
  startJwksServer,
  type TokenFactory,
} from '../api/auth-token-helpers';
import { startAuth0ModeApi } from './auth0-mode-api';
import { percentile, type LoadResult } from './load';
import { collectAnswers, type PostRequest, runPostLoad, startBarePostServer } from './post-load';
import { benchCourseId, benchUserEmail, benchUserId, seedSync } from './seed-sync';

const USERS = 10_000;
const FAVORITES = 200;
/** Students the clients cycle through, spread over the whole population. */
const SAMPLED_USERS = 1_000;
/**
 * Other students, each pulled once by a fresh device in the cold run: the API instance has not
 * served them yet, so their feeds come from the database and not its memory.
 */
const COLD_USERS = 3_000;
const CONNECTIONS = 32;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const DB_NAME = 'bench_sync';
/** Names the storage format too, so a database seeded in an older one is seeded again. */
const SEED_MARKER = { _id: 'sync', users: USERS, favorites: FAVORITES, pages: 'json-text' };

const LABEL_WIDTH = 100;
const row = (label: string, value: string) =>
  console.log(`| ${label.padEnd(LABEL_WIDTH)} | ${value.padStart(12)} |`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = ({ requests, seconds }: LoadResult) => requests / seconds;

async function seedOnce(mongoUri: string): Promise<void> {
  const connection = await mongoose.createConnection(mongoUri, { dbName: DB_NAME }).asPromise();
  const markers = connection.collection<{ _id: string }>('bench_seed');
  try {
    const marker = await markers.findOne({ _id: SEED_MARKER._id });
    if (marker && JSON.stringify(marker) === JSON.stringify(SEED_MARKER)) {
      console.error('Reusing the seeded sync database.');
      return;
    }
    await connection.dropDatabase();
    const started = Date.now();
    console.error(`Seeding ${USERS} students × ${FAVORITES} favourites (minutes)…`);
    await seedSync(mongoUri, DB_NAME, USERS, FAVORITES, (done) =>
      console.error(`  ${done} students, ${((Date.now() - started) / 1000).toFixed(0)} s`),
    );
    await markers.insertOne(SEED_MARKER);
    console.error(`Seeded in ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  } finally {
    await connection.close();
  }
}

const sampledUsers = () =>
  Array.from({ length: SAMPLED_USERS }, (_, index) => (index * USERS) / SAMPLED_USERS);

/** Students outside the sample, spread over the population too. */
const coldUsers = () =>
  Array.from({ length: COLD_USERS }, (_, index) => Math.floor((index * USERS) / COLD_USERS) + 1);

async function tokensFor(
  tokens: TokenFactory,
  issuer: string,
  users: number[],
): Promise<Map<number, string>> {
  const signed = new Map<number, string>();
  for (const user of users) {
    const email = benchUserEmail(user);
    signed.set(
      user,
      await tokens.sign(
        { sub: benchUserId(user), email, name: email, [ROLES_CLAIM]: ['student'] },
        { issuer, expiresIn: '2h' },
      ),
    );
  }
  return signed;
}

const pull = (
  collection: SyncCollection,
  token: string,
  checkpoint: { sequence: number } | null,
): PostRequest => ({
  path: syncPaths(collection).pull,
  token,
  body: JSON.stringify({ checkpoint, batchSize: FAVORITES }),
});

interface ScenarioRun {
  api: LoadResult & { trackedMs: number[] };
  ceiling: LoadResult;
  answers: Buffer[];
  loadAverage: number;
}

/** Collects the answers, then loads the API and the ceiling with the same requests. */
async function scenario(
  baseUrl: string,
  requests: PostRequest[],
  tracked: (index: number) => boolean,
): Promise<ScenarioRun> {
  const answers = await collectAnswers(baseUrl, requests);
  await runPostLoad(baseUrl, requests, CONNECTIONS, WARM_UP_SECONDS);
  const api = await runPostLoad(baseUrl, requests, CONNECTIONS, SECONDS, tracked);
  const loadAverage = loadavg()[0]!;
  const bare = await startBarePostServer(answers);
  try {
    await runPostLoad(bare.url, requests, CONNECTIONS, WARM_UP_SECONDS);
    const ceiling = await runPostLoad(bare.url, requests, CONNECTIONS, SECONDS);
    return { api, ceiling, answers, loadAverage };
  } finally {
    bare.close();
  }
}

function latencyRows(
  label: string,
  { latenciesMs, trackedMs }: LoadResult & { trackedMs: number[] },
  trackedLabel?: string,
): void {
  row(`${label}: p50`, ms(percentile(latenciesMs, 0.5)));
  row(`${label}: p95 (target ≤ 30 ms)`, ms(percentile(latenciesMs, 0.95)));
  row(`${label}: p99`, ms(percentile(latenciesMs, 0.99)));
  if (trackedLabel) row(`${label}: ${trackedLabel} p95`, ms(percentile(trackedMs, 0.95)));
}

function scenarioRows(label: string, run: ScenarioRun, trackedLabel?: string): void {
  latencyRows(label, run.api, trackedLabel);
  row(`${label}: requests/s`, perSecond(run.api).toFixed(0));
  row(`${label}: bare Node, same bytes (ceiling): requests/s`, perSecond(run.ceiling).toFixed(0));
  row(`${label}: bare Node p95`, ms(percentile(run.ceiling.latenciesMs, 0.95)));
  row(
    `${label}: share of the ceiling (requests/s)`,
    `${((perSecond(run.api) / perSecond(run.ceiling)) * 100).toFixed(0)} %`,
  );
  row(
    `${label}: API p95 ÷ bare Node p95`,
    `${(percentile(run.api.latenciesMs, 0.95) / percentile(run.ceiling.latenciesMs, 0.95)).toFixed(1)} ×`,
  );
  row(`${label}: load average (1 min) after the run`, run.loadAverage.toFixed(2));
}

function expectDocuments(answer: Buffer, count: number, what: string): FavoriteDocument[] {
  const { documents } = JSON.parse(answer.toString()) as SyncPullResponse<'favorites'>;
  if (documents.length !== count) {
    throw new Error(`${what} answered ${documents.length} documents, not ${count}`);
  }
  return documents;
}

/**
 * Each student signs in (`GET /api/me`) as a device does before its first pull, so the cold run
 * times the pulls and not the sign-in's write of the user record.
 */
async function signIn(baseUrl: string, tokens: Map<number, string>): Promise<void> {
  const queue = [...tokens.values()];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let token = queue.pop(); token; token = queue.pop()) {
        const answer = await fetch(`${baseUrl}/api/me`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (!answer.ok) throw new Error(`GET /api/me answered ${answer.status}`);
      }
    }),
  );
}

/** One change per sampled student (a favourite removed), pushed as a device would. */
async function pushOneChange(
  baseUrl: string,
  tokens: Map<number, string>,
  favoritesByUser: Map<number, FavoriteDocument>,
): Promise<void> {
  const requests = [...tokens].map(([user, token]) => {
    const seen = favoritesByUser.get(user)!;
    return {
      path: syncPaths('favorites').push,
      token,
      body: JSON.stringify([
        { assumedMasterState: seen, newDocumentState: { ...seen, _deleted: true } },
      ]),
    };
  });
  const answers = await collectAnswers(baseUrl, requests);
  if (answers.some((answer) => answer.toString() !== '[]')) {
    throw new Error('A change was refused as a conflict');
  }
}

/** Resident and peak memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function main(): Promise<void> {
  const keptDir = process.env.SYNC_BENCH_DATA_DIR;
  const dataDir = keptDir
    ? path.resolve(keptDir)
    : mkdtempSync(path.join(tmpdir(), 'studyabroad-sync-bench-'));
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const db = await startEmbeddedDb({ dataDir, log: () => undefined });
  process.env.MONGODB_URI = db.uri;
  const signing = await rsaTokenFactory();
  const jwks = await startJwksServer(signing.jwks);
  try {
    await seedOnce(db.uri);
    const server = await startAuth0ModeApi(DB_NAME, jwks.origin);
    try {
      const tokens = await tokensFor(signing, `${jwks.origin}/`, sampledUsers());
      const coldTokens = await tokensFor(signing, `${jwks.origin}/`, coldUsers());
      const idle = memoryOf(server.pid);
      const loadAtStart = loadavg()[0]!;

      // A fresh device: every collection from no checkpoint.
      const fresh = [...tokens.values()].flatMap((token) => [
        pull('favorites', token, null),
        pull('profile', token, null),
        pull('settings', token, null),
      ]);
      const freshRun = await scenario(server.baseUrl, fresh, (index) => index % 3 === 0);

      // Fresh devices of students the instance has not served: each pulled once, no warm-up.
      await signIn(server.baseUrl, coldTokens);
      const cold = [...coldTokens.values()].flatMap((token) => [
        pull('favorites', token, null),
        pull('profile', token, null),
        pull('settings', token, null),
      ]);
      const coldRun = await runPostLoad(
        server.baseUrl,
        cold,
        CONNECTIONS,
        SECONDS,
        (index) => index % 3 === 0,
      );
      const coldLoadAverage = loadavg()[0]!;
      if (coldRun.requests > cold.length) {
        throw new Error('The cold run went round its students; give it more of them');
      }

      const favoritesByUser = new Map<number, FavoriteDocument>();
      for (const [position, user] of [...tokens.keys()].entries()) {
        const documents = expectDocuments(freshRun.answers[position * 3]!, FAVORITES, 'full pull');
        favoritesByUser.set(
          user,
          documents.find((doc) => doc.id === benchCourseId(0))!,
        );
      }

      // The same device after one change elsewhere: the feed from its checkpoint.
      await pushOneChange(server.baseUrl, tokens, favoritesByUser);
      const incremental = [...tokens.values()].map((token) =>
        pull('favorites', token, { sequence: FAVORITES }),
      );
      const incrementalRun = await scenario(server.baseUrl, incremental, () => false);
      expectDocuments(incrementalRun.answers[0]!, 1, 'incremental pull');
      const loaded = memoryOf(server.pid);

      console.log(`| ${'measure'.padEnd(LABEL_WIDTH)} | ${'value'.padStart(12)} |`);
      console.log(`| ${'-'.repeat(LABEL_WIDTH)} | ${'-'.repeat(12)} |`);
      row(
        'students seeded (200 favourites, full profile, settings each)',
        USERS.toLocaleString('en'),
      );
      row('clients at once; students they cycle through', `${CONNECTIONS}; ${SAMPLED_USERS}`);
      row('load average (1 min) before the runs', loadAtStart.toFixed(2));
      scenarioRows(
        'fresh device, full pull (3 pulls, 200 + 1 + 1 documents)',
        freshRun,
        'favourites pull (200 documents)',
      );
      const coldLabel = 'fresh device of a student the instance has not served (each once)';
      latencyRows(coldLabel, coldRun, 'favourites pull (200 documents)');
      row(`${coldLabel}: requests/s`, perSecond(coldRun).toFixed(0));
      row(`${coldLabel}: load average (1 min) after the run`, coldLoadAverage.toFixed(2));
      scenarioRows('incremental pull after one change (1 document)', incrementalRun);
      row('API process RSS, idle after start', `${idle.rssMb.toFixed(0)} MB`);
      row('API process RSS after the runs', `${loaded.rssMb.toFixed(0)} MB`);
      row('API process peak RSS', `${loaded.peakMb.toFixed(0)} MB`);
    } finally {
      await server.stop();
    }
  } finally {
    await jwks.close();
    await db.stop();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
