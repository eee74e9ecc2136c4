/**
 * The one auth0-spa-js client of the app, built from GET /api/public/auth-config so the same
 * build talks to the local provider (/idp) and to an Auth0 tenant.
 */
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { authConfigSchema, type AuthConfig } from '../../../../shared/auth/auth-state';
import { TOKEN_CLOCK_TOLERANCE_S } from '../../../../shared/constants';
import { getJson } from '../../data/api-client';

export const AUTH_CONFIG_PATH = '/api/public/auth-config';
export const AUTH_SCOPE = 'openid profile email offline_access';
export const LOGIN_CALLBACK_PATH = '/auth/login';

export interface AuthHandle {
  client: Auth0Client;
  config: AuthConfig;
}

let handle: Promise<AuthHandle> | undefined;

async function createHandle(): Promise<AuthHandle> {
  // auth0-spa-js is the largest library of the app: loading it beside the configuration keeps it
  // out of the first download.
  const [{ Auth0Client: Client }, rawConfig] = await Promise.all([
    import('@auth0/auth0-spa-js'),
    getJson(AUTH_CONFIG_PATH),
  ]);
  const config = authConfigSchema.parse(rawConfig);
  // The constructor, unlike createAuth0Client, does not check the session on its own: the
  // auth session module does that with the spec's timeouts and retries.
  const client = new Client({
    domain: config.domain,
    clientId: config.clientId,
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
    leeway: TOKEN_CLOCK_TOLERANCE_S,
    authorizationParams: {
      audience: config.audience,
      scope: AUTH_SCOPE,
      redirect_uri: `${window.location.origin}${LOGIN_CALLBACK_PATH}`,
    },
  });
  return { client, config };
}

/** The client and its configuration; a failed start is retried on the next call. */
export function getAuthHandle(): Promise<AuthHandle> {
  handle ??= createHandle().catch((error: unknown) => {
    handle = undefined;
    throw error;
  });
  return handle;
}
