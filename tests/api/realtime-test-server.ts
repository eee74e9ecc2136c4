import { randomBytes } from 'node:crypto';
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
  /** Stops the instance and drops its database. */
  close(): Promise<void>;
  /**
   * Stops the instance as its process would stop, leaving the database to the other instances
   * on it (and the JWKS server closed, which would otherwise keep jest from exiting).
   */
  stop(): Promise<void>;
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
    stop: async () => {
      await testApp.app.close();
      await jwks.close();
    },
  };
}

/** The Redis this machine runs for tests (DESIGN.md decision 12); unreachable fails the suite. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Two API instances on one fresh database and one Redis, as behind a load balancer: one user's
 * devices land on different instances, whose in-process state knows nothing of each other.
 */
export function startTwoInstances(): Promise<[RealtimeTestServer, RealtimeTestServer]> {
  const env = {
    MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
    REDIS_URL: TEST_REDIS_URL,
  };
  return Promise.all([startRealtimeTestServer(env), startRealtimeTestServer(env)]);
}
