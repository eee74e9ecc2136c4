import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { type StoredSigningKey } from './signing-key.repository';

/** The properties a JWKS may publish of an RSA key: never the private parts. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

/** The key as the provider wants it, its kid the RFC 7638 thumbprint unless one is given. */
export async function signingJwk(jwk: JWK): Promise<JWK> {
  return {
    ...jwk,
    kid: jwk.kid ?? (await calculateJwkThumbprint(publicJwk(jwk))),
    alg: 'RS256',
    use: 'sig',
  };
}

export async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return signingJwk(await exportJWK(privateKey));
}

/**
 * Whether the newest stored key should be replaced: it is older than the maximum age, or it
 * carries a fixed kid rather than its thumbprint (the first release's `rs256-1`).
 */
export async function rotationDue(
  newest: StoredSigningKey | undefined,
  maxAgeMs: number,
  now: Date,
): Promise<boolean> {
  if (!newest) return true;
  if (newest.createdAt.getTime() + maxAgeMs <= now.getTime()) return true;
  return newest.jwk.kid !== (await calculateJwkThumbprint(publicJwk(newest.jwk)));
}

/**
 * The keys to load, newest (the signer) first: an older key stays while tokens it signed may be
 * alive, i.e. until `retentionMs` after its successor was created.
 */
export function keysInUse(stored: StoredSigningKey[], retentionMs: number, now: Date): JWK[] {
  return stored
    .filter((key, index) => {
      const successor = stored[index - 1];
      return !successor || successor.createdAt.getTime() + retentionMs > now.getTime();
    })
    .map((key) => key.jwk);
}
