import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { CatalogSnapshotService } from '../../api/src/catalog/catalog-snapshot.service';
import { SnapshotConcurrency } from '../../api/src/catalog/snapshot-concurrency';
import { catalogSnapshotWireSchema } from '../../shared/catalog/catalog-snapshot';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { createTestApp, type TestApp } from '../harness/test-app';

const PROGRAM_COUNT = 40;
const RATE_LIMIT_PER_MINUTE = 6;
/** Enough that the parallel requests of the rate test never find every place taken. */
const MAX_CONCURRENT = 50;
const SNAPSHOT_PATH = '/api/public/catalog/snapshot';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, never decompressed. */
  body: Buffer;
}

describe('GET /api/public/catalog/snapshot: encodings and limits', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp({
      CATALOG_SNAPSHOT_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      CATALOG_SNAPSHOT_MAX_CONCURRENT: String(MAX_CONCURRENT),
    });
    await testApp.app.get(CatalogSeedService).seed({ programCount: PROGRAM_COUNT });
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.http.address() as AddressInfo).port;
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  /**
   * One request without any client-side decoding. Each test calls from its own loopback address,
   * so each starts with a fresh per-IP allowance.
   */
  const get = (clientIp: string, headers: Record<string, string>, path = SNAPSHOT_PATH) =>
    new Promise<RawResponse>((resolve, reject) => {
      const call = httpRequest(
        { host: '127.0.0.1', port, path, headers, localAddress: clientIp },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      call.on('error', reject);
      call.end();
    });

  it('serves plain JSON to a client without gzip, prepared once and never decompressed', async () => {
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const gunzip = jest.spyOn(zlib, 'gunzipSync');
    const plainHeaders = { 'accept-encoding': 'identity' };

    const first = await get('127.0.0.11', plainHeaders);
    const second = await get('127.0.0.11', {});
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('Accept-Encoding');
    const snapshot = catalogSnapshotWireSchema.parse(JSON.parse(first.body.toString('utf8')));
    expect(snapshot.items).toHaveLength(
      await testApp.db.collection('courses').countDocuments({ status: 'active' }),
    );
    expect(second.body.equals(first.body)).toBe(true);
    const service = testApp.app.get(CatalogSnapshotService);
    expect(service.snapshot({}, 'identity').body).toBe(service.snapshot({}, 'identity').body);
    expect(gzip).not.toHaveBeenCalled();
    expect(gunzip).not.toHaveBeenCalled();
  });

  it('serves gzip to a client that takes it, compressed once per catalogue version', async () => {
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const plain = await get('127.0.0.12', {});
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const [first, second] = [await get('127.0.0.12', headers), await get('127.0.0.12', headers)];

    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.body).equals(plain.body)).toBe(true);
    }
    // The test above served this version plain only; its gzip form is made here, once.
    expect(gzip).toHaveBeenCalledTimes(1);
  });

  it('serves only what changed since a time, in either encoding', async () => {
    const full = catalogSnapshotWireSchema.parse(
      JSON.parse((await get('127.0.0.13', {})).body.toString()),
    );
    const since = `${SNAPSHOT_PATH}?since=${encodeURIComponent(full.updatedUntil!)}`;
    const plain = await get('127.0.0.13', {}, since);
    const gzipped = await get('127.0.0.13', { 'accept-encoding': 'gzip' }, since);

    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    const delta = catalogSnapshotWireSchema.parse(JSON.parse(plain.body.toString()));
    expect(delta.items).toEqual([]);
    expect(delta.activeIds).toHaveLength(full.items.length);
  });

  it(`answers exactly ${RATE_LIMIT_PER_MINUTE} of 15 parallel requests from one IP, the rest 429 with Retry-After`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => get('127.0.0.14', { 'accept-encoding': 'gzip' })),
    );
    const served = responses.filter((response) => response.status === 200);
    expect(served).toHaveLength(RATE_LIMIT_PER_MINUTE);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(15 - RATE_LIMIT_PER_MINUTE);
    for (const response of refused) {
      const retryAfterS = Number(response.headers['retry-after']);
      expect(retryAfterS).toBeGreaterThanOrEqual(1);
      expect(retryAfterS).toBeLessThanOrEqual(60);
      expect(JSON.parse(response.body.toString())).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: CALL_ERROR_MESSAGES.tooManyRequests,
      });
    }
    // Another client is not affected.
    expect((await get('127.0.0.15', {})).status).toBe(200);
  });

  it('answers 429 with Retry-After 1 while every place is taken, and serves once one frees', async () => {
    const concurrency = testApp.app.get(SnapshotConcurrency);
    const fill = () => {
      let held = 0;
      while (concurrency.tryEnter()) held++;
      return held;
    };
    const free = (places: number) => {
      for (let n = 0; n < places; n++) concurrency.leave();
    };
    // Places held the way slow downloads hold them.
    expect(fill()).toBe(MAX_CONCURRENT);
    const busy = await get('127.0.0.16', {});
    expect(busy.status).toBe(429);
    expect(busy.headers['retry-after']).toBe('1');
    expect(JSON.parse(busy.body.toString())).toMatchObject({ statusCode: 429 });
    free(MAX_CONCURRENT);

    const leave = concurrency.leave.bind(concurrency);
    const gaveBack = new Promise<void>((resolve) => {
      jest.spyOn(concurrency, 'leave').mockImplementationOnce(() => {
        leave();
        resolve();
      });
    });
    expect((await get('127.0.0.16', {})).status).toBe(200);
    await gaveBack;
    // The served answer gave its place back: every place is free again.
    expect(fill()).toBe(MAX_CONCURRENT);
    free(MAX_CONCURRENT);
  });
});
