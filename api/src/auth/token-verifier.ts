import { Inject, Injectable } from '@nestjs/common';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { TOKEN_CLOCK_TOLERANCE_S } from '../../../shared/constants';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { SigningKeysService } from '../identity/signing-keys.service';
import { domainUrl } from './issuer';

export type VerifiedClaims = JWTPayload & { sub: string; exp: number };

/**
 * Verifies bearer access tokens: RS256 only, signature from the provider's JWKS (the tenant's in
 * Auth0 mode, the local provider's own keys otherwise), issuer, audience and expiry with the
 * spec's 3 s clock tolerance.
 */
@Injectable()
export class TokenVerifier {
  private keySource?: JWTVerifyGetKey;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signingKeys: SigningKeysService,
  ) {}

  /** The token's claims; `sub` and `exp` are required, so they are always there. */
  async verify(token: string, issuer: string): Promise<VerifiedClaims> {
    const { payload } = await jwtVerify(token, await this.keys(), {
      issuer,
      audience: this.config.AUTH0_AUDIENCE,
      algorithms: ['RS256'],
      clockTolerance: TOKEN_CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp'],
    });
    return payload as VerifiedClaims;
  }

  private async keys(): Promise<JWTVerifyGetKey> {
    if (this.keySource) return this.keySource;
    if (this.config.AUTH_MODE === 'auth0') {
      const jwksUrl = new URL(`${domainUrl(this.config.AUTH0_DOMAIN ?? '')}/.well-known/jwks.json`);
      this.keySource = createRemoteJWKSet(jwksUrl);
    } else {
      this.keySource = createLocalJWKSet(await this.signingKeys.publicJwks());
    }
    return this.keySource;
  }
}
