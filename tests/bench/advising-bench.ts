/**
 * `npm run bench:advising` (also part of `npm run bench`): the advisors' application board and
 * document review queue (issue 15) at a realistic size on the embedded database: 10,000
 * students, 30,000 applications and 100,000 document versions, seeded by bulk inserts in the
 * server's storage format. Starts the built API (Auth0 mode against a local JWKS server), times
 * each list's first call (its read model loading the collection), then loads each list's first
 * pages with 32 keep-alive clients and a bare Node `http` server answering the same bytes (the
 * ceiling). Prints p50/p95 and the ratio; asserts nothing about time.
 * ADVISING_BENCH_SMALL=1 runs a tenth of the size for a few seconds (a smoke run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { APPLICATION_PATHS } from '../../shared/applications/application';
import { APPLICATION_STATUSES } from '../../shared/applications/application-status';
import { DEFAULT_DOCUMENT_ITEMS, DOCUMENT_PATHS } from '../../shared/documents/document';
import { startEmbeddedDb } from '../../tools/embedded-db';
import { ROLES_CLAIM, rsaTokenFactory, startJwksServer } from '../api/auth-token-helpers';
import { startAuth0ModeApi } from './auth0-mode-api';
import { percentile, runLoad, startBareServer } from './load';

const SMALL = process.env.ADVISING_BENCH_SMALL === '1';
const SCALE = SMALL ? 10 : 1;
const STUDENTS = 10_000 / SCALE;
const APPLICATIONS = 30_000 / SCALE;
const VERSIONS = 100_000 / SCALE;
const PROGRAMMES = 400;
const CLIENTS = 32;
const LOAD_SECONDS = SMALL ? 3 : 20;
const BATCH = 2_000;
const DB_NAME = 'bench_advising';
const HOUR_MS = 60 * 60_000;

/** What an advisor opens: the board by status, by programme, searched; the queue, searched. */
const BOARD_PATHS = [
  `${APPLICATION_PATHS.advisor}`,
  `${APPLICATION_PATHS.advisor}?status=pending`,
  `${APPLICATION_PATHS.advisor}?status=in_review&sort=studentName&direction=asc`,
  `${APPLICATION_PATHS.advisor}?course=course-7`,
  `${APPLICATION_PATHS.advisor}?q=garcia`,
];
const QUEUE_PATHS = [
  `${DOCUMENT_PATHS.advisor}`,
  `${DOCUMENT_PATHS.advisor}?sort=studentName&direction=asc`,
  `${DOCUMENT_PATHS.advisor}?q=yilmaz`,
  `${DOCUMENT_PATHS.advisor}?page=3`,
];

const NAMES = ['Ana García', 'Mehmet Yılmaz', 'Li Wang', 'Fatima Haddad', 'Chloé Dubois'];

async function insertAll(
  collection: mongoose.mongo.Collection,
  count: number,
  make: (i: number) => Record<string, unknown>,
) {
  for (let from = 0; from < count; from += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => make(from + k));
    await collection.insertMany(docs as never[]);
  }
}

/**
 * Applications: three per student, spread over the statuses. Versions: spread over the
 * applications' items, numbered per item; a third of them reviewed, a third replaced by a later
 * one, so about a third wait in the queue.
 */
async function seed(uri: string): Promise<void> {
  const connection = await mongoose.createConnection(uri, { dbName: DB_NAME }).asPromise();
  try {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const studentOf = (i: number) => `bench|student-${i % STUDENTS}`;
    // A student's three applications go to three different programmes.
    const courseOf = (i: number) => (i + Math.floor(i / STUDENTS)) % PROGRAMMES;
    const applicationOf = (i: number) => `${studentOf(i)}:course-${courseOf(i)}`;
    const nameOf = (i: number) => `${NAMES[i % NAMES.length]} ${i % STUDENTS}`;
    await insertAll(connection.collection('applications'), APPLICATIONS, (i) => ({
      _id: applicationOf(i),
      studentId: studentOf(i),
      studentName: nameOf(i),
      studentEmail: `student${i % STUDENTS}@example.com`,
      courseId: `course-${courseOf(i)}`,
      courseTitle: `Programme ${courseOf(i)}`,
      status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length],
      revision: i % 3,
      createdAt: new Date(base + i * 60_000),
      updatedAt: new Date(base + i * 90_000),
    }));
    await insertAll(connection.collection('document_uploads'), VERSIONS, (i) => {
      const application = i % APPLICATIONS;
      const item = DEFAULT_DOCUMENT_ITEMS[Math.floor(i / APPLICATIONS) % 6]!;
      const decided = i % 3 === 0;
      return {
        _id: `bench-version-${i}`,
        applicationId: applicationOf(application),
        studentId: studentOf(application),
        studentName: nameOf(application),
        courseTitle: `Programme ${courseOf(application)}`,
        itemKey: item,
        itemLabel: null,
        number: 1 + Math.floor(i / (APPLICATIONS * 6)),
        name: `${item}-${i}.pdf`,
        type: 'application/pdf',
        size: 200_000,
        sha256: i.toString(16).padStart(64, '0'),
        storageKey: `documents/bench-${i}`,
        uploadedAt: new Date(base + i * 30_000),
        superseded: i % 3 === 1,
        review: decided
          ? {
              decision: 'approved',
              reason: '',
              byId: 'bench|admin',
              byName: 'Bench',
              at: new Date(base + i * 30_000 + HOUR_MS),
            }
          : null,
      };
    });
  } finally {
    await connection.close();
  }
}

const row = (label: string, value: string) =>
  console.log(`| ${label.padEnd(66)} | ${value.padStart(22)} |`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'advising-bench-'));
  const db = await startEmbeddedDb({ dataDir, log: () => undefined });
  process.env.MONGODB_URI = db.uri;
  const signing = await rsaTokenFactory();
  const jwks = await startJwksServer(signing.jwks);
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  try {
    const seedStarted = performance.now();
    await seed(db.uri);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const server = await startAuth0ModeApi(DB_NAME, jwks.origin);
    try {
      const token = await signing.sign(
        {
          sub: 'bench|admin',
          email: 'bench-admin@example.com',
          name: 'Bench Admin',
          [ROLES_CLAIM]: ['admin'],
        },
        { issuer: `${jwks.origin}/`, expiresIn: '1h' },
      );
      const headers = { Authorization: `Bearer ${token}` };
      const measured: [string, string[]][] = [
        ['application board, first page', BOARD_PATHS],
        ['review queue, first pages', QUEUE_PATHS],
      ];
      console.log(`\nAdvising bench, ${new Date().toISOString()}, load average at start ${load}\n`);
      console.log(`| ${'measure'.padEnd(66)} | ${'value'.padStart(22)} |`);
      console.log(`| ${'-'.repeat(66)} | ${'-'.repeat(22)} |`);
      row(
        'students / applications / document versions',
        [STUDENTS, APPLICATIONS, VERSIONS].map((n) => n.toLocaleString('en')).join(' / '),
      );
      row('seeded in', `${seedSeconds.toFixed(0)} s`);
      for (const [label, paths] of measured) {
        const bodies = new Map<string, Buffer>();
        const firstStarted = performance.now();
        for (const listPath of paths) {
          const response = await fetch(server.baseUrl + listPath, { headers });
          if (response.status !== 200) throw new Error(`${listPath}: ${response.status}`);
          bodies.set(listPath, Buffer.from(await response.arrayBuffer()));
        }
        const firstMs = performance.now() - firstStarted;
        const api = await runLoad(server.baseUrl, paths, CLIENTS, LOAD_SECONDS, headers);
        const bare = await startBareServer(bodies);
        const ceiling = await runLoad(bare.url, paths, CLIENTS, LOAD_SECONDS, headers);
        bare.close();
        const apiP95 = percentile(api.latenciesMs, 0.95);
        const bareP95 = percentile(ceiling.latenciesMs, 0.95);
        const total = (JSON.parse(bodies.get(paths[0]!)!.toString()) as { total: number }).total;
        row(`${label}: rows listed (unfiltered)`, total.toLocaleString('en'));
        row(`${label}: first calls (read model loads)`, ms(firstMs));
        row(
          `${label}, ${CLIENTS} clients, ${LOAD_SECONDS} s: p50`,
          ms(percentile(api.latenciesMs, 0.5)),
        );
        row(`${label}: p95`, ms(apiP95));
        row(`${label}: requests/s`, (api.requests / api.seconds).toFixed(0));
        row(`${label}: bare Node p95`, ms(bareP95));
        row(`${label}: p95 ÷ bare Node p95`, `${(apiP95 / bareP95).toFixed(1)}×`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await jwks.close();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
