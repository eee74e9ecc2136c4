/**
 * The one auth0-spa-js client of the app, built from GET /api/public/auth-config so the same
 * build talks to the local provider (/idp) and to an Auth0 tenant.
 */
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { type AuthConfig } from '../../../../shared/auth/auth-state';
import { TOKEN_CLOCK_TOLERANCE_S } from '../../../../shared/constants';
import { getJson } from '../../data/api-client';

export const AUTH_CONFIG_PATH = '/api/public/auth-config';
export const AUTH_SCOPE = 'openid profile email offline_access';
export const LOGIN_CALLBACK_PATH = '/auth/login';

export interface AuthHandle {
  client: Auth0Client;
  config: AuthConfig;
}

let configRequest: Promise<AuthConfig> | undefined;
let handle: Promise<AuthHandle> | undefined;

/** Forgets a failed start, so the next call tries again. */
function retriedOnFailure<T>(start: () => Promise<T>, forget: () => void): Promise<T> {
  return start().catch((error: unknown) => {
    forget();
    throw error;
  });
}

/** Where the last configuration the API gave is kept (it is public): for opening the app offline. */
const SAVED_AUTH_CONFIG_KEY = 'authConfig';

function savedAuthConfig(): unknown {
  try {
    return JSON.parse(localStorage.getItem(SAVED_AUTH_CONFIG_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The provider's configuration alone: enough to tell whether anybody signed in here before,
 * without loading auth0-spa-js; a failed request is retried on the next call. Without the API
 * (offline, however long ago the service worker last saw it) the last one answered is used, so a
 * student's stored login, and with it their synced data, opens offline.
 */
export function getAuthConfig(): Promise<AuthConfig> {
  configRequest ??= retriedOnFailure(
    async () => {
      // The schema's module brings zod: fetched beside the answer, not with the first visit.
      const [{ authConfigSchema }, answer] = await Promise.all([
        import('../../../../shared/auth/auth-state'),
        getJson(AUTH_CONFIG_PATH).then(
          (body) => ({ body }),
          (error: unknown) => ({ error }),
        ),
      ]);
      if ('error' in answer) {
        const saved = authConfigSchema.safeParse(savedAuthConfig());
        if (saved.success) return saved.data;
        throw answer.error;
      }
      const config = authConfigSchema.parse(answer.body);
      localStorage.setItem(SAVED_AUTH_CONFIG_KEY, JSON.stringify(config));
      return config;
    },
    () => (configRequest = undefined),
  );
  return configRequest;
}

async function createHandle(): Promise<AuthHandle> {
  // auth0-spa-js is the largest library of the app: it loads only for a stored login, a login or
  // the callback, never for a visitor just looking around.
  const [{ Auth0Client: Client }, config] = await Promise.all([
    import('@auth0/auth0-spa-js'),
    getAuthConfig(),
  ]);
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
  handle ??= retriedOnFailure(createHandle, () => (handle = undefined));
  return handle;
}
