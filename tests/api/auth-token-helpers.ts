import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const AUDIENCE = 'https://api.test.local';
export const ROLES_CLAIM = 'https://test.local/roles';

export interface TokenFactory {
  jwks: { keys: JWK[] };
  sign(claims?: Record<string, unknown>, options?: SignOptions): Promise<string>;
}

export interface SignOptions {
  issuer: string;
  audience?: string;
  expiresIn?: string | number;
  key?: CryptoKey;
}

/** An RS256 key pair standing in for the identity provider's, with a token factory. */
export async function rsaTokenFactory(kid = 'test-key'): Promise<TokenFactory> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (
      claims = {},
      { issuer, audience = AUDIENCE, expiresIn = '5m', key = privateKey } = { issuer: '' },
    ) =>
      new SignJWT({ email: 'ada@example.com', name: 'Ada', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setSubject((claims.sub as string | undefined) ?? 'auth0|ada')
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
  };
}

/** A real HTTP server publishing the JWKS the way an Auth0 tenant does. */
export async function startJwksServer(jwks: {
  keys: JWK[];
}): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/.well-known/jwks.json') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** base64url of a JSON value, for hand-made tokens (alg none, HS256). */
export function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
