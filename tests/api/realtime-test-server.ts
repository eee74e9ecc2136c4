import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestAppOptions } from '../harness/test-app';
import {
  AUDIENCE,
  ROLES_CLAIM,
  rsaTokenFactory,
  startJwksServer,
  type TokenFactory,
} from './auth-token-helpers';

/** The API listening on a free port in Auth0 mode, its tokens signed by a local JWKS server. */
export interface RealtimeTestServer {
  testApp: TestApp;
  tokens: TokenFactory;
  /** The `iss` the API expects. */
  issuer: string;
  /** `http://127.0.0.1:<port>`, for sockets and requests. */
  origin: string;
  close(): Promise<void>;
}

export async function startRealtimeTestServer(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<RealtimeTestServer> {
  const tokens = await rsaTokenFactory();
  const jwks = await startJwksServer(tokens.jwks);
  const testApp = await createTestApp(
    {
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: jwks.origin,
      AUTH0_AUDIENCE: AUDIENCE,
      AUTH0_ROLES_CLAIM: ROLES_CLAIM,
      ...env,
    },
    options,
  );
  await testApp.app.listen(0, '127.0.0.1');
  return {
    testApp,
    tokens,
    issuer: `${jwks.origin}/`,
    origin: `http://127.0.0.1:${(testApp.http.address() as AddressInfo).port}`,
    close: async () => {
      await testApp.close();
      await jwks.close();
    },
  };
}
