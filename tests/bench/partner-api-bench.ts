/**
 * `npm run bench:partner-api` (also part of `npm run bench`): partner API keys on the embedded
 * database at a realistic size: 20 keys, the measured one with 50,000 calls already counted today
 * (slots in `api_key_slots`, 300,000 slot documents in all over the keys' last seven days). Each call
 * authenticates by two `_id` lookups and claims an hour and a day slot by unique inserts; a fresh
 * instance first finds the day's count by doubling and halving over `_id` lookups. Prints the
 * figures; not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { type INestApplication } from '@nestjs/common';
import mongoose from 'mongoose';
import { createApp } from '../../api/src/bootstrap';
import { loadConfig } from '../../api/src/config/load-config';
import { issuedApiKeySchema } from '../../shared/api-keys/api-keys';
import { PARTNER_API_KEY_HEADER, PARTNER_PATHS } from '../../shared/api-keys/partner-api';
import { startEmbeddedDb } from '../../tools/embedded-db';
import { AUDIENCE, ROLES_CLAIM, rsaTokenFactory, startJwksServer } from '../api/auth-token-helpers';
import { percentile } from './load';

const KEYS = 20;
const CALLS_SO_FAR = 50_000;
const SLOT_DOCUMENTS = 300_000;
const BATCH = 10_000;
const SEQUENTIAL = 300;
const CONCURRENT_CLIENTS = 8;
const CONCURRENT_CALLS = 400;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'partner-api-bench-'));
  const db = await startEmbeddedDb({ dataDir, log: () => undefined });
  const tokens = await rsaTokenFactory();
  const jwks = await startJwksServer(tokens.jwks);
  const dbName = 'partner_api_bench';
  const config = loadConfig({
    MONGODB_URI: db.uri,
    MONGODB_DB_NAME: dbName,
    AUTH_MODE: 'auth0',
    AUTH0_DOMAIN: jwks.origin,
    AUTH0_AUDIENCE: AUDIENCE,
    AUTH0_ROLES_CLAIM: ROLES_CLAIM,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'dist/web',
    MAIL_CAPTURE_DIR: path.join(dataDir, 'mail'),
  });
  const listen = async (app: INestApplication) => {
    await app.listen(0, '127.0.0.1');
    return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  };
  try {
    const app = await createApp(config);
    const origin = await listen(app);
    const token = await tokens.sign(
      { sub: 'bench|superadmin', email: 'super@example.com', [ROLES_CLAIM]: ['superadmin'] },
      { issuer: `${jwks.origin}/` },
    );
    const admin = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const keys: { id: string; secret: string }[] = [];
    for (let i = 0; i < KEYS; i += 1) {
      const response = await fetch(`${origin}/api/admin/api-keys`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          name: `Partner ${i}`,
          permissions: ['catalog:read'],
          requestsPerHour: 1_000_000,
          requestsPerDay: 1_000_000,
        }),
      });
      const issued = issuedApiKeySchema.parse(await response.json());
      keys.push({ id: issued.key.id, secret: issued.secret });
    }

    // Calls already counted: the measured key's today, the others' last days.
    const connection = await mongoose.createConnection(db.uri, { dbName }).asPromise();
    const slots = connection.collection<{ _id: string; at: Date; ip: string }>('api_key_slots');
    const now = new Date();
    const seededAt = Date.now();
    const windows: { window: string; count: number }[] = [
      { window: `${keys[0]!.id}:d:${utcDay(now)}`, count: CALLS_SO_FAR },
    ];
    const perOther = Math.floor((SLOT_DOCUMENTS - CALLS_SO_FAR) / (KEYS - 1) / 7);
    for (const key of keys.slice(1)) {
      for (let back = 0; back < 7; back += 1) {
        const day = utcDay(new Date(now.getTime() - back * 86_400_000));
        windows.push({ window: `${key.id}:d:${day}`, count: perOther });
      }
    }
    let batch: { _id: string; at: Date; ip: string }[] = [];
    for (const { window, count } of windows) {
      for (let slot = 1; slot <= count; slot += 1) {
        batch.push({ _id: `${window}#${slot}`, at: now, ip: '203.0.113.7' });
        if (batch.length === BATCH) {
          await slots.insertMany(batch);
          batch = [];
        }
      }
    }
    if (batch.length) await slots.insertMany(batch);
    console.log(
      `seeded ${windows.reduce((sum, w) => sum + w.count, 0)} slots in ` +
        `${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
    );
    await connection.close();

    const call = async (base: string, secret: string) => {
      const startedAt = performance.now();
      const response = await fetch(`${base}${PARTNER_PATHS.catalog}?limit=1`, {
        headers: { [PARTNER_API_KEY_HEADER]: secret },
      });
      if (response.status !== 200) throw new Error(`partner call: ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - startedAt;
    };
    const measured = keys[0]!.secret;

    // A second instance that has never seen the key: its first call finds today's count.
    const fresh = await createApp(config);
    const freshOrigin = await listen(fresh);
    console.log(
      `first call on a fresh instance, ${CALLS_SO_FAR} calls counted today: ` +
        `${(await call(freshOrigin, measured)).toFixed(1)} ms`,
    );
    await fresh.close();

    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) sequential.push(await call(origin, measured));
    console.log(
      `partner call (key lookup, hour and day slot claims, feed page of 1), one at a time: ` +
        `p50 ${percentile(sequential, 0.5).toFixed(1)} ms, p95 ${percentile(sequential, 0.95).toFixed(1)} ms`,
    );

    const concurrent: number[] = [];
    let next = 0;
    const startedAt = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT_CLIENTS }, async () => {
        while (next < CONCURRENT_CALLS) {
          next += 1;
          concurrent.push(await call(origin, measured));
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(
      `${CONCURRENT_CLIENTS} concurrent clients on one key: p50 ${percentile(concurrent, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(concurrent, 0.95).toFixed(1)} ms, ${(CONCURRENT_CALLS / seconds).toFixed(0)} calls/s`,
    );

    // The first list counts every day; later ones recount only today and yesterday.
    for (const round of ['first', 'next']) {
      const listStartedAt = performance.now();
      const list = await fetch(`${origin}/api/admin/api-keys`, { headers: admin });
      const { keys: listed } = (await list.json()) as { keys: { usage: { count: number }[] }[] };
      console.log(
        `${round} key list with 7 days of usage for ${KEYS} keys: ` +
          `${(performance.now() - listStartedAt).toFixed(0)} ms ` +
          `(measured key today: ${listed[0]?.usage.at(-1)?.count} calls)`,
      );
    }
    await app.close();
  } finally {
    await jwks.close();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
