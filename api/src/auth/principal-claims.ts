import { type JWTPayload } from 'jose';
import { rolesFromClaim } from '../../../shared/auth/roles';
import { type Principal } from './principal';

function stringClaim(claims: JWTPayload, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The caller described by a verified access token; roles come from the namespaced claim only. */
export function principalFromClaims(
  claims: JWTPayload & { sub: string },
  rolesClaim: string,
): Principal {
  const email = stringClaim(claims, 'email') ?? '';
  return {
    sub: claims.sub,
    name: stringClaim(claims, 'name') ?? email,
    email,
    picture: stringClaim(claims, 'picture'),
    roles: rolesFromClaim(claims[rolesClaim]),
    issuedAt: typeof claims.iat === 'number' ? claims.iat : undefined,
  };
}
