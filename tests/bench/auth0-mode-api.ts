import { ROLES_CLAIM, AUDIENCE } from '../api/auth-token-helpers';
import { startServerProcess } from '../harness/server-process';

/**
 * The built API as its own process on a seeded bench database, in Auth0 mode against the local
 * JWKS server at `jwksOrigin`, so the bench signs its own users' tokens; logging only errors.
 * `env` adds settings (a bench that runs as production does, with REDIS_URL).
 */
export function startAuth0ModeApi(
  dbName: string,
  jwksOrigin: string,
  env: Record<string, string> = {},
) {
  return startServerProcess({
    ...env,
    MONGODB_DB_NAME: dbName,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'error',
    AUTH_MODE: 'auth0',
    AUTH0_DOMAIN: jwksOrigin,
    AUTH0_AUDIENCE: AUDIENCE,
    AUTH0_ROLES_CLAIM: ROLES_CLAIM,
  });
}
