import { SetMetadata } from '@nestjs/common';
import { type ApiKeyPermission } from '../../../shared/api-keys/api-keys';
import { type Permission } from '../../../shared/auth/permissions';

/**
 * Who may call an endpoint (DESIGN.md decision 11). Every route declares one, on the handler or
 * its controller: open to anyone (`@Public()`, or implicitly any path under /api/public and the
 * health check), the signed-in caller's own data (`@OwnData()`), or a permission
 * (`@RequirePermission()`), or a partner API key's permission (`@RequireApiKey()`). A route without one is refused, and the route-table test fails.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'own-data' }
  | { kind: 'permission'; permission: Permission }
  // A partner API call: no bearer token; the partner key's guard checks the X-API-Key header
  // and the key's permission (api/src/partner-api/require-api-key.decorator.ts).
  | { kind: 'api-key'; permission: ApiKeyPermission };

export const ACCESS_RULE_KEY = 'auth:accessRule';

/**
 * Opens a route that lives outside /api/public (which is open by path) to callers without a
 * token. Use sparingly: anything without '/public/' in its URL is expected to need a token.
 */
export const Public = () => SetMetadata(ACCESS_RULE_KEY, { kind: 'public' } satisfies AccessRule);

/**
 * Any signed-in user, acting on their own data only: the handler scopes every read and write to
 * the caller's `sub`, never to an id from the request.
 */
export const OwnData = () =>
  SetMetadata(ACCESS_RULE_KEY, { kind: 'own-data' } satisfies AccessRule);

/** Callers whose stored roles grant `permission` (shared/auth/permissions.ts). */
export const RequirePermission = (permission: Permission) =>
  SetMetadata(ACCESS_RULE_KEY, { kind: 'permission', permission } satisfies AccessRule);
