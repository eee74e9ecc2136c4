import { type JWK } from 'jose';
import { generateSigningJwk, keysInUse, rotationDue } from './signing-key-ring';
import { type StoredSigningKey } from './signing-key.repository';

const HOUR_MS = 60 * 60_000;
const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * HOUR_MS);
const key = (generation: number, createdHour: number): StoredSigningKey => ({
  generation,
  jwk: { kid: `k${generation}` } as JWK,
  createdAt: at(createdHour),
});

describe(keysInUse.name, () => {
  const stored = [key(3, 100), key(2, 50), key(1, 0)];

  it('keeps a previous key until its successor is older than the retention', () => {
    expect(keysInUse(stored, 2 * HOUR_MS, at(101)).map((jwk) => jwk.kid)).toEqual(['k3', 'k2']);
    expect(keysInUse(stored, 2 * HOUR_MS, at(102)).map((jwk) => jwk.kid)).toEqual(['k3']);
  });

  it('always keeps the newest key', () => {
    expect(keysInUse(stored, 0, at(1000)).map((jwk) => jwk.kid)).toEqual(['k3']);
  });
});

describe(rotationDue.name, () => {
  it('asks for a key when there is none, and when the newest is too old', async () => {
    const jwk = await generateSigningJwk();
    const newest = { generation: 1, jwk, createdAt: at(0) };
    expect(await rotationDue(undefined, HOUR_MS, at(0))).toBe(true);
    expect(await rotationDue(newest, HOUR_MS, at(0.5))).toBe(false);
    expect(await rotationDue(newest, HOUR_MS, at(1))).toBe(true);
  });

  it('replaces a key whose kid is not its thumbprint', async () => {
    const jwk = { ...(await generateSigningJwk()), kid: 'rs256-1' };
    expect(await rotationDue({ generation: 1, jwk, createdAt: at(0) }, HOUR_MS, at(0))).toBe(true);
  });
});
