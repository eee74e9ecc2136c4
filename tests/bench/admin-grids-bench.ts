/**
 * Part of `npm run bench`: the admin users grid (issue 13 item 4) at 100,000 users on the
 * embedded database. The first page with a filter and a sort, asked one after another and by 8
 * admins at once, answered from the in-memory read model (DESIGN.md decision 10); and the time
 * the read model takes to load at start. Prints figures; asserts nothing about time.
 * ADMIN_BENCH_DATA_DIR=<dir> keeps the seeded database there and reuses it on the next run.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { USER_STATUSES } from '../../shared/auth/auth-state';
import { startEmbeddedDb } from '../../tools/embedded-db';
import { ROLES_CLAIM, rsaTokenFactory, startJwksServer } from '../api/auth-token-helpers';
import { startAuth0ModeApi } from './auth0-mode-api';
import { percentile } from './load';

const USERS = 100_000;
const BATCH = 2_000;
const DB_NAME = 'bench_admin_grids';
const SEED_MARKER = { _id: 'admin-grids', users: USERS };
const SEQUENTIAL = 300;
const CONCURRENT_CLIENTS = 8;
const CONCURRENT_PER_CLIENT = 50;
/** The first page of students of one status, by name, as an admin opens it. */
const QUERIES = [
  '/api/admin/users?role=student&status=active&sort=name&direction=asc',
  '/api/admin/users?status=suspended&sort=lastLoginAt&direction=desc',
  '/api/admin/users?role=student&q=ana&sort=email&direction=asc&pageSize=50',
];

const FIRST_NAMES = [
  'Ana',
  'Mehmet',
  'Li',
  'Fatima',
  'Lucas',
  'Chloé',
  'Omar',
  'Zeynep',
  'Wei',
  'Sofía',
];
const LAST_NAMES = [
  'García',
  'Yılmaz',
  'Wang',
  'Haddad',
  'Martin',
  'Dubois',
  'Khan',
  'Demir',
  'Chen',
  'López',
];

async function seedOnce(uri: string): Promise<void> {
  const connection = await mongoose.createConnection(uri, { dbName: DB_NAME }).asPromise();
  const markers = connection.collection<{ _id: string }>('bench_seed');
  try {
    const marker = await markers.findOne({ _id: SEED_MARKER._id });
    if (marker && JSON.stringify(marker) === JSON.stringify(SEED_MARKER)) {
      console.error('Reusing the seeded users.');
      return;
    }
    await connection.dropDatabase();
    const users = connection.collection('users');
    const started = Date.now();
    const base = Date.parse('2024-01-01T00:00:00Z');
    for (let from = 0; from < USERS; from += BATCH) {
      await users.insertMany(
        Array.from({ length: Math.min(BATCH, USERS - from) }, (_, offset) => {
          const i = from + offset;
          const name = `${FIRST_NAMES[i % 10]} ${LAST_NAMES[Math.floor(i / 10) % 10]} ${i}`;
          return {
            _id: `bench|${i}` as unknown as mongoose.Types.ObjectId,
            name,
            email: `user${i}@example.com`,
            roles: i % 50 === 0 ? ['admin'] : ['student'],
            status: USER_STATUSES[i % 17 === 0 ? 3 : i % 13 === 0 ? 2 : 0],
            createdAt: new Date(base + i * 60_000),
            lastLoginAt: new Date(base + i * 90_000),
            revision: 0,
          };
        }),
      );
      if ((from / BATCH) % 10 === 0) console.error(`  ${from + BATCH} users`);
    }
    await markers.insertOne(SEED_MARKER);
    console.error(`Seeded ${USERS} users in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await connection.close();
  }
}

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { rows?: unknown[]; total?: number };
  if (!response.ok || !Array.isArray(body.rows))
    throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const row = (label: string, value: string) =>
  console.log(`| ${label.padEnd(70)} | ${value.padStart(12)} |`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const keptDir = process.env.ADMIN_BENCH_DATA_DIR;
  const dataDir = keptDir
    ? path.resolve(keptDir)
    : mkdtempSync(path.join(tmpdir(), 'admin-grids-bench-'));
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const db = await startEmbeddedDb({ dataDir, log: () => undefined });
  process.env.MONGODB_URI = db.uri;
  const signing = await rsaTokenFactory();
  const jwks = await startJwksServer(signing.jwks);
  try {
    await seedOnce(db.uri);
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
      const urls = QUERIES.map((query) => `${server.baseUrl}${query}`);
      // The first call waits for the read model's full load of the collection.
      const load = await timed(urls[0]!, token);

      const sequential: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i += 1)
        sequential.push(await timed(urls[i % urls.length]!, token));
      const concurrent: number[] = [];
      await Promise.all(
        Array.from({ length: CONCURRENT_CLIENTS }, async (_, client) => {
          for (let i = 0; i < CONCURRENT_PER_CLIENT; i += 1)
            concurrent.push(await timed(urls[(client + i) % urls.length]!, token));
        }),
      );

      console.log(`| ${'measure'.padEnd(70)} | ${'value'.padStart(12)} |`);
      console.log(`| ${'-'.repeat(70)} | ${'-'.repeat(12)} |`);
      row('users on the embedded database', USERS.toLocaleString('en'));
      row('first call after start (read model loads the collection)', ms(load));
      row(
        `first page, filter + sort, one admin (${SEQUENTIAL} calls): p50`,
        ms(percentile(sequential, 0.5)),
      );
      row(
        `first page, filter + sort, one admin: p95 (target ≤ 100 ms)`,
        ms(percentile(sequential, 0.95)),
      );
      row(`same, ${CONCURRENT_CLIENTS} admins at once: p50`, ms(percentile(concurrent, 0.5)));
      row(`same, ${CONCURRENT_CLIENTS} admins at once: p95`, ms(percentile(concurrent, 0.95)));
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
