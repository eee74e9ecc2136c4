import { createHash } from 'node:crypto';
import { TOKEN_CLOCK_TOLERANCE_S } from '../../../shared/constants';
import { BoundedCache } from '../common/bounded-cache';

/**
 * How long a verified token is believed without checking its signature again, at most: a key
 * withdrawn from the provider's JWKS stops counting within this, whatever the token's expiry.
 */
const MAX_REMEMBERED_MS = 60_000;
/** Tokens kept at once: one or two per active device. */
const CACHED_TOKENS = 20_000;

interface Remembered<C> {
  claims: C;
  until: number;
}

/**
 * The claims of bearer tokens this instance has verified, by the SHA-256 of the token and its
 * scope (the issuer expected, and locally the signing key set), so a device's burst of calls checks its RS256 signature once (issue 11 item 8:
 * the signature check, run on the thread pool by WebCrypto, was a share of each sync call). A
 * token counts only until its expiry plus the clock tolerance the verifier allows, as if it were
 * verified again; the guard still reads the user's record (roles, status, sign-out) on each call.
 */
export class VerifiedTokenCache<C extends { exp: number }> {
  private readonly tokens = new BoundedCache<string, Remembered<C>>(CACHED_TOKENS);

  async verify(token: string, scope: string, verify: () => Promise<C>): Promise<C> {
    const key = createHash('sha256').update(scope).update('\n').update(token).digest('base64url');
    const remembered = this.tokens.get(key);
    const now = Date.now();
    if (remembered && remembered.until > now) return remembered.claims;
    const claims = await verify();
    const until = Math.min((claims.exp + TOKEN_CLOCK_TOLERANCE_S) * 1000, now + MAX_REMEMBERED_MS);
    this.tokens.set(key, { claims, until });
    return claims;
  }
}
