import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import request from 'supertest';
import { SigningKeysService } from '../../api/src/identity/signing-keys.service';
import { createTestApp, type TestApp } from '../harness/test-app';
import { decodeJwt, idpLogin, jwtHeader, listen, startTwoInstances } from './idp-login';

const DAY_MS = 24 * 60 * 60_000;
const STUDENT = ['student@study-abroad.local', 'Student#2024'] as const;

async function accessToken(origin: string): Promise<string> {
  const { token } = await idpLogin(origin, ...STUDENT);
  expect(token?.status).toBe(200);
  return (token?.body as { access_token: string }).access_token;
}

async function publishedKids(origin: string): Promise<string[]> {
  const jwks = await request(origin).get('/idp/.well-known/jwks.json');
  return (jwks.body as { keys: JWK[] }).keys.map((key) => key.kid ?? '');
}

/**
 * GET /api/me on `origin` as if behind one load balancer: the Host is the issuing instance's, so
 * the issuer the API expects matches whichever instance answers.
 */
function meStatus(origin: string, token: string): Promise<number> {
  return request(origin)
    .get('/api/me')
    .set('Host', new URL(decodeJwt(token).iss as string).host)
    .set('Authorization', `Bearer ${token}`)
    .then((response) => response.status);
}

describe('signing keys kept in the database (two API instances, one database)', () => {
  let first: TestApp;
  let second: TestApp;
  let origins: [string, string];

  let instances: Awaited<ReturnType<typeof startTwoInstances>>;

  beforeAll(async () => {
    instances = await startTwoInstances({ IDP_SIGNING_KEY_MAX_AGE_DAYS: '1' });
    ({ first, second, origins } = instances);
  });

  afterAll(() => instances.close());

  const keysOf = (app: TestApp) => app.app.get(SigningKeysService);
  const storedKeys = () =>
    first.db.collection<{ _id: string; jwk: JWK; createdAt: Date }>('idp_signing_keys');

  /** Moves the stored keys' creation back in time, as if they had been made that long ago. */
  async function age(ms: number) {
    for (const key of await storedKeys().find().toArray()) {
      await storedKeys().updateOne(
        { _id: key._id },
        { $set: { createdAt: new Date(key.createdAt.getTime() - ms) } },
      );
    }
  }

  it('rotates once across racing instances; tokens of the old key verify until it retires', async () => {
    const before = await accessToken(origins[0]);
    const oldKid = jwtHeader(before).kid as string;
    const jwks = await request(origins[0]).get('/idp/.well-known/jwks.json');
    const [published] = (jwks.body as { keys: JWK[] }).keys;
    expect(published).not.toHaveProperty('d');
    expect(oldKid).toBe(await calculateJwkThumbprint(published ?? {}));

    await age(2 * DAY_MS);
    await Promise.all([first, second, first, second].map((app) => keysOf(app).reload()));
    expect(await storedKeys().countDocuments()).toBe(2);

    const after = await accessToken(origins[1]);
    const newKid = jwtHeader(after).kid as string;
    expect(newKid).not.toBe(oldKid);
    for (const origin of origins) {
      expect(await publishedKids(origin)).toEqual([newKid, oldKid]);
      expect(await meStatus(origin, before)).toBe(200);
      expect(await meStatus(origin, after)).toBe(200);
    }

    // Access tokens live an hour; the old key stays one more hour for instances to switch over.
    await age((3600 + 3) * 1000 + 60 * 60_000 + 1000);
    await keysOf(first).reload();
    expect(await publishedKids(origins[0])).toEqual([newKid]);
    expect(await meStatus(origins[0], before)).toBe(401);
    expect(await meStatus(origins[0], after)).toBe(200);
  });

  it('reads keys again when a token carries a kid another instance has just rotated in', async () => {
    await age(2 * DAY_MS);
    await keysOf(first).reload();
    const token = await accessToken(origins[0]);
    expect(await meStatus(origins[1], token)).toBe(200);
    expect((await keysOf(second).current()).version).toBe((await keysOf(first).current()).version);
  });

  it('replaces a key stored with the first release fixed kid, keeping it published', async () => {
    const keys = storedKeys();
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const legacy = { ...(await exportJWK(privateKey)), kid: 'rs256-1', alg: 'RS256', use: 'sig' };
    await keys.deleteMany({});
    await keys.insertOne({ _id: 'rs256-1', jwk: legacy, createdAt: new Date() });

    const reloaded = await keysOf(first).reload();
    const [newest, previous] = reloaded.publicJwks.keys;
    expect(previous?.kid).toBe('rs256-1');
    expect(newest?.kid).toBe(await calculateJwkThumbprint(newest ?? {}));
    expect(reloaded.publicJwks.keys).toHaveLength(2);
  });
});

describe('signing keys from IDP_SIGNING_KEYS', () => {
  let testApp: TestApp;
  let origin: string;
  let olderKid: string;

  async function privateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return exportJWK(privateKey);
  }

  beforeAll(async () => {
    const older = await privateJwk();
    olderKid = await calculateJwkThumbprint(older);
    const keys = [{ ...(await privateJwk()), kid: 'ops-2026-02' }, older];
    testApp = await createTestApp({ IDP_SIGNING_KEYS: JSON.stringify({ keys }) });
    origin = await listen(testApp);
  });

  afterAll(() => testApp.close());

  it('signs with the first configured key and publishes all of them, public parts only', async () => {
    const token = await accessToken(origin);
    expect(jwtHeader(token).kid).toBe('ops-2026-02');
    expect(await meStatus(origin, token)).toBe(200);

    const jwks = await request(origin).get('/idp/.well-known/jwks.json');
    const keys = (jwks.body as { keys: JWK[] }).keys;
    expect(keys.map((key) => key.kid)).toEqual(['ops-2026-02', olderKid]);
    for (const key of keys)
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(await testApp.db.collection('idp_signing_keys').countDocuments()).toBe(0);
  });
});
