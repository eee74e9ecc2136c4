import { Inject, Injectable } from '@nestjs/common';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { TOKEN_CLOCK_TOLERANCE_S } from '../../../shared/constants';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { SigningKeysService, type SigningKeySet } from '../identity/signing-keys.service';
import { domainUrl } from './issuer';
import { VerifiedTokenCache } from './verified-token-cache';

export type VerifiedClaims = JWTPayload & { sub: string; exp: number };

/**
 * Verifies bearer access tokens: RS256 only, signature from the provider's JWKS (the tenant's in
 * Auth0 mode, the local provider's own keys otherwise), issuer, audience and expiry with the
 * spec's 3 s clock tolerance. Locally, a token whose kid is not among the keys loaded here may
 * come from a key another instance has just rotated in, so the keys are read again (throttled).
 * A token verified here is believed again without its signature check for a minute at most, and
 * never past its expiry (VerifiedTokenCache).
 */
@Injectable()
export class TokenVerifier {
  private remoteKeys?: JWTVerifyGetKey;
  private localKeys?: { version: string; getKey: JWTVerifyGetKey };
  private readonly verified = new VerifiedTokenCache<VerifiedClaims>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signingKeys: SigningKeysService,
  ) {}

  /** The token's claims; `sub` and `exp` are required, so they are always there. */
  async verify(token: string, issuer: string): Promise<VerifiedClaims> {
    // Locally, a remembered verification counts only while the key set it was made with is the
    // current one: a key retired by rotation stops verifying at once, as without the cache.
    const scope =
      this.config.AUTH_MODE === 'auth0'
        ? issuer
        : `${issuer}\n${(await this.signingKeys.current()).version}`;
    return this.verified.verify(token, scope, () => this.verifySignature(token, issuer));
  }

  private async verifySignature(token: string, issuer: string): Promise<VerifiedClaims> {
    if (this.config.AUTH_MODE === 'auth0') return this.verifyWith(token, issuer, this.auth0Keys());
    const keys = await this.signingKeys.current();
    try {
      return await this.verifyWith(token, issuer, this.localKeySource(keys));
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      const reloaded = await this.signingKeys.reloadForUnknownKid();
      if (reloaded.version === keys.version) throw error;
      return this.verifyWith(token, issuer, this.localKeySource(reloaded));
    }
  }

  private async verifyWith(
    token: string,
    issuer: string,
    keys: JWTVerifyGetKey,
  ): Promise<VerifiedClaims> {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience: this.config.AUTH0_AUDIENCE,
      algorithms: ['RS256'],
      clockTolerance: TOKEN_CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp'],
    });
    return payload as VerifiedClaims;
  }

  private auth0Keys(): JWTVerifyGetKey {
    this.remoteKeys ??= createRemoteJWKSet(
      new URL(`${domainUrl(this.config.AUTH0_DOMAIN ?? '')}/.well-known/jwks.json`),
    );
    return this.remoteKeys;
  }

  private localKeySource(keys: SigningKeySet): JWTVerifyGetKey {
    if (this.localKeys?.version !== keys.version) {
      this.localKeys = { version: keys.version, getKey: createLocalJWKSet(keys.publicJwks) };
    }
    return this.localKeys.getKey;
  }
}
