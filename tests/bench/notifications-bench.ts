/**
 * `npm run bench:notifications` (also part of `npm run bench`): notifications on the embedded
 * database with 10,000 students holding 100 notifications each (issue 12). At 32 concurrent
 * clients: `GET /api/notifications/unread-count` and the first page of
 * `GET /api/notifications/infinite`, each against the ceiling of a bare Node server answering the
 * same bytes; then 5,000 sockets on the one API instance, an admin's broadcast to all students and
 * how long each socket waited for it (from the POST), with the API process's memory before and
 * after. Not part of `npm test`. NOTIFICATIONS_BENCH_DATA_DIR=<dir> keeps the seeded database
 * there and reuses it on the next run. A reduced run (the full one takes about 45 minutes here):
 * NOTIFICATIONS_BENCH_USERS, NOTIFICATIONS_BENCH_SAMPLED_USERS and NOTIFICATIONS_BENCH_SOCKETS
 * (10,000, 1,000 and 5,000 by default). NOTIFICATIONS_BENCH_REDIS_URL=<url> runs the API with that
 * Redis, as production runs (DESIGN.md decision 12; the instance then hears appends announced
 * rather than reading past each inbox memory's end).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { WebSocket } from 'ws';
import { NOTIFICATIONS_ADMIN_API_PATH } from '../../shared/notifications/notification-content';
import {
  NOTIFICATIONS_API_PATH,
  type NotificationPage,
  type UnreadCount,
} from '../../shared/notifications/notification-api';
import {
  REALTIME_NOTIFICATIONS_PATH,
  realtimeMessageSchema,
} from '../../shared/realtime/realtime-messages';
import { BROADCAST_COLLECTIONS } from '../../api/src/notifications/notification-broadcast.service';
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
import {
  BENCH_ADMIN_ID,
  benchUserEmail,
  benchUserId,
  seedNotifications,
} from './seed-notifications';

/** A size from the environment, or the full benchmark's. */
const size = (name: string, full: number) => Number(process.env[name] ?? full);
const USERS = size('NOTIFICATIONS_BENCH_USERS', 10_000);
const NOTIFICATIONS_PER_USER = 100;
/** Students the clients cycle through, spread over the whole population. */
const SAMPLED_USERS = Math.min(USERS, size('NOTIFICATIONS_BENCH_SAMPLED_USERS', 1_000));
const SOCKETS = Math.min(USERS, size('NOTIFICATIONS_BENCH_SOCKETS', 5_000));
/** Sockets opening at once while they connect. */
const SOCKETS_CONNECTING = 50;
/** A broadcast still arriving after this is reported as not delivered. */
const BROADCAST_TIMEOUT_MS = 15 * 60_000;
const CONNECTIONS = 32;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const DB_NAME = 'bench_notifications';
const REDIS_URL = process.env.NOTIFICATIONS_BENCH_REDIS_URL;
const REDIS_SETTING: Record<string, string> = REDIS_URL ? { REDIS_URL } : {};
const SEED_MARKER = { _id: 'notifications', users: USERS, perUser: NOTIFICATIONS_PER_USER };
const BROADCAST_TITLE = 'Benchmark broadcast';

const LABEL_WIDTH = 90;
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
      console.error('Reusing the seeded notifications database.');
      // Each run stops the API while its broadcast still reaches the students without a socket;
      // left leased, the broadcast sweep would resume those during this run and time them too.
      await connection.collection(BROADCAST_COLLECTIONS.leases).deleteMany({});
      return;
    }
    await connection.dropDatabase();
    const started = Date.now();
    console.error(`Seeding ${USERS} students × ${NOTIFICATIONS_PER_USER} notifications…`);
    await seedNotifications(mongoUri, DB_NAME, USERS, NOTIFICATIONS_PER_USER, (done) =>
      console.error(`  ${done} students, ${((Date.now() - started) / 1000).toFixed(0)} s`),
    );
    await markers.insertOne(SEED_MARKER);
    console.error(`Seeded in ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  } finally {
    await connection.close();
  }
}

/** `count` students spread over the population. */
const spreadUsers = (count: number) =>
  Array.from({ length: count }, (_, index) => Math.floor((index * USERS) / count));

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

const get = (token: string, path: string): PostRequest => ({ method: 'GET', path, token });

interface ScenarioRun {
  api: LoadResult;
  ceiling: LoadResult;
  answers: Buffer[];
  loadAverage: number;
}

/** Collects the answers, then loads the API and the ceiling with the same requests. */
async function scenario(baseUrl: string, requests: PostRequest[]): Promise<ScenarioRun> {
  const answers = await collectAnswers(baseUrl, requests);
  await runPostLoad(baseUrl, requests, CONNECTIONS, WARM_UP_SECONDS);
  const api = await runPostLoad(baseUrl, requests, CONNECTIONS, SECONDS);
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

function scenarioRows(label: string, { api, ceiling, loadAverage }: ScenarioRun): void {
  row(`${label}: p50`, ms(percentile(api.latenciesMs, 0.5)));
  row(`${label}: p95 (target ≤ 20 ms)`, ms(percentile(api.latenciesMs, 0.95)));
  row(`${label}: p99`, ms(percentile(api.latenciesMs, 0.99)));
  row(`${label}: requests/s`, perSecond(api).toFixed(0));
  row(`${label}: bare Node, same bytes (ceiling): requests/s`, perSecond(ceiling).toFixed(0));
  row(`${label}: bare Node p95`, ms(percentile(ceiling.latenciesMs, 0.95)));
  row(
    `${label}: share of the ceiling`,
    `${((perSecond(api) / perSecond(ceiling)) * 100).toFixed(0)} %`,
  );
  row(`${label}: load average (1 min) after the run`, loadAverage.toFixed(2));
}

/**
 * Checks that the answers are the seeded inboxes', so the load timed real work: 70 read, and
 * 30 unread plus one per broadcast of earlier runs on a kept database.
 */
function checkAnswers(counts: Buffer[], pages: Buffer[]): void {
  const count = JSON.parse(counts[0]!.toString()) as UnreadCount;
  const page = JSON.parse(pages[0]!.toString()) as NotificationPage;
  const broadcasts = page.total - NOTIFICATIONS_PER_USER;
  if (broadcasts < 0 || count.count !== 30 + broadcasts || page.notifications.length !== 20) {
    throw new Error(`Unexpected seeded inbox: ${count.count} unread, ${page.total} in all`);
  }
}

/** Resident and peak memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

interface BenchSocket {
  socket: WebSocket;
  /** Resolves with the moment (performance.now) the broadcast reached this socket. */
  broadcast: Promise<number>;
}

/** Opens a student's socket and resolves once the server has accepted it (its presence message). */
function openSocket(baseUrl: string, userId: string, token: string): Promise<BenchSocket> {
  const url = new URL(REALTIME_NOTIFICATIONS_PATH, baseUrl.replace(/^http/, 'ws'));
  url.search = new URLSearchParams({ userId, token }).toString();
  const socket = new WebSocket(url);
  let received: (at: number) => void = () => undefined;
  const broadcast = new Promise<number>((resolve) => (received = resolve));
  return new Promise((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = realtimeMessageSchema.parse(JSON.parse(data.toString()));
      if (message.type === 'presence') resolve({ socket, broadcast });
      if (message.type === 'notification' && message.notification.title === BROADCAST_TITLE) {
        received(performance.now());
      }
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket of ${userId} closed with ${code}`)));
  });
}

async function openSockets(baseUrl: string, tokens: Map<number, string>): Promise<BenchSocket[]> {
  const queue = [...tokens];
  const sockets: BenchSocket[] = [];
  await Promise.all(
    Array.from({ length: SOCKETS_CONNECTING }, async () => {
      for (let next = queue.pop(); next; next = queue.pop()) {
        const [user, token] = next;
        sockets.push(await openSocket(baseUrl, benchUserId(user), token));
      }
    }),
  );
  return sockets;
}

/** Sends a broadcast to all students; answers each socket's wait for it, in ms from the POST. */
async function timeBroadcast(
  baseUrl: string,
  adminToken: string,
  sockets: BenchSocket[],
): Promise<{ delaysMs: number[]; missing: number; answerMs: number }> {
  const sent = performance.now();
  const answer = await fetch(`${baseUrl}${NOTIFICATIONS_ADMIN_API_PATH}/broadcast`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      audience: { kind: 'students' },
      type: 'system',
      priority: 'normal',
      title: BROADCAST_TITLE,
      message: 'Applications for the spring intake open on Monday.',
    }),
  });
  const answerMs = performance.now() - sent;
  if (answer.status !== 202) throw new Error(`broadcast answered ${answer.status}`);
  const timeout = new Promise<null>((resolve) => {
    setTimeout(() => resolve(null), BROADCAST_TIMEOUT_MS).unref();
  });
  const arrivals = await Promise.all(
    sockets.map(({ broadcast }) => Promise.race([broadcast, timeout])),
  );
  const delaysMs = arrivals.filter((at) => at !== null).map((at) => at - sent);
  return { delaysMs, missing: arrivals.length - delaysMs.length, answerMs };
}

async function main(): Promise<void> {
  const keptDir = process.env.NOTIFICATIONS_BENCH_DATA_DIR;
  const dataDir = keptDir
    ? path.resolve(keptDir)
    : mkdtempSync(path.join(tmpdir(), 'studyabroad-notifications-bench-'));
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const db = await startEmbeddedDb({ dataDir, log: () => undefined });
  process.env.MONGODB_URI = db.uri;
  const signing = await rsaTokenFactory();
  const jwks = await startJwksServer(signing.jwks);
  try {
    await seedOnce(db.uri);
    const server = await startAuth0ModeApi(DB_NAME, jwks.origin, REDIS_SETTING);
    const sockets: BenchSocket[] = [];
    try {
      const issuer = `${jwks.origin}/`;
      const tokens = await tokensFor(signing, issuer, spreadUsers(SAMPLED_USERS));
      const adminToken = await signing.sign(
        { sub: BENCH_ADMIN_ID, email: 'bench-admin@example.com', [ROLES_CLAIM]: ['admin'] },
        { issuer, expiresIn: '2h' },
      );
      const idle = memoryOf(server.pid);
      const loadAtStart = loadavg()[0]!;

      const callPath = (call: string, userId: string) =>
        `${NOTIFICATIONS_API_PATH}/${call}?userId=${encodeURIComponent(userId)}`;
      const countRequests = [...tokens].map(([user, token]) =>
        get(token, callPath('unread-count', benchUserId(user))),
      );
      const pageRequests = [...tokens].map(([user, token]) =>
        get(token, callPath('infinite', benchUserId(user))),
      );
      const countRun = await scenario(server.baseUrl, countRequests);
      const pageRun = await scenario(server.baseUrl, pageRequests);
      checkAnswers(countRun.answers, pageRun.answers);
      // One client alone: what a request costs without queueing behind 31 others.
      const countAlone = await runPostLoad(server.baseUrl, countRequests, 1, SECONDS);
      const pageAlone = await runPostLoad(server.baseUrl, pageRequests, 1, SECONDS);
      const afterLoad = memoryOf(server.pid);

      const socketTokens = await tokensFor(signing, issuer, spreadUsers(SOCKETS));
      const connectStarted = performance.now();
      sockets.push(...(await openSockets(server.baseUrl, socketTokens)));
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      const withSockets = memoryOf(server.pid);
      const broadcast = await timeBroadcast(server.baseUrl, adminToken, sockets);
      const afterBroadcast = memoryOf(server.pid);
      const loadAfterBroadcast = loadavg()[0]!;

      console.log(`| ${'measure'.padEnd(LABEL_WIDTH)} | ${'value'.padStart(12)} |`);
      console.log(`| ${'-'.repeat(LABEL_WIDTH)} | ${'-'.repeat(12)} |`);
      row(
        `students seeded (${NOTIFICATIONS_PER_USER} notifications each)`,
        USERS.toLocaleString('en'),
      );
      row('clients at once; students they cycle through', `${CONNECTIONS}; ${SAMPLED_USERS}`);
      row('Redis (REDIS_URL)', REDIS_URL ? 'yes' : 'no');
      row('load average (1 min) before the runs', loadAtStart.toFixed(2));
      scenarioRows('GET /api/notifications/unread-count', countRun);
      scenarioRows('GET /api/notifications/infinite, first page (20)', pageRun);
      row(
        'GET /api/notifications/unread-count, one client alone: p50',
        ms(percentile(countAlone.latenciesMs, 0.5)),
      );
      row(
        'GET /api/notifications/unread-count, one client alone: p95',
        ms(percentile(countAlone.latenciesMs, 0.95)),
      );
      row('first page, one client alone: p50', ms(percentile(pageAlone.latenciesMs, 0.5)));
      row('first page, one client alone: p95', ms(percentile(pageAlone.latenciesMs, 0.95)));
      row('sockets open on the instance (one student each)', SOCKETS.toLocaleString('en'));
      row(
        `sockets: time to open all (${SOCKETS_CONNECTING} at once)`,
        `${connectSeconds.toFixed(1)} s`,
      );
      row('broadcast to all students: POST answered (202)', ms(broadcast.answerMs));
      const delays = broadcast.delaysMs;
      row(`broadcast: delivery to the ${SOCKETS} sockets, p50`, ms(percentile(delays, 0.5)));
      row(`broadcast: delivery to the ${SOCKETS} sockets, p95`, ms(percentile(delays, 0.95)));
      row(`broadcast: delivery to the ${SOCKETS} sockets, p99`, ms(percentile(delays, 0.99)));
      row(`broadcast: delivery to the ${SOCKETS} sockets, last`, ms(Math.max(...delays)));
      row('broadcast: sockets it never reached', String(broadcast.missing));
      row('broadcast: load average (1 min) after it', loadAfterBroadcast.toFixed(2));
      row('API process RSS, idle after start', `${idle.rssMb.toFixed(0)} MB`);
      row('API process RSS after the HTTP runs', `${afterLoad.rssMb.toFixed(0)} MB`);
      row(`API process RSS with ${SOCKETS} sockets open`, `${withSockets.rssMb.toFixed(0)} MB`);
      row('API process RSS after the broadcast', `${afterBroadcast.rssMb.toFixed(0)} MB`);
      row('API process peak RSS', `${afterBroadcast.peakMb.toFixed(0)} MB`);
    } finally {
      for (const { socket } of sockets) socket.terminate();
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
