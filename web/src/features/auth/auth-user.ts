import { type AuthUser } from '../../../../shared/auth/auth-state';
import { isAdminRoles, rolesFromClaim } from '../../../../shared/auth/roles';

/** The id token claims auth0-spa-js hands back, as far as this product reads them. */
export interface ProfileClaims {
  sub?: string;
  name?: string;
  email?: string;
  picture?: string;
  [claim: string]: unknown;
}

/** Spec §3's user from the login profile; roles come from the namespaced claim. */
export function toAuthUser(claims: ProfileClaims, rolesClaim: string): AuthUser {
  const roles = rolesFromClaim(claims[rolesClaim]);
  return {
    sub: claims.sub ?? '',
    name: claims.name ?? claims.email ?? '',
    email: claims.email ?? '',
    ...(claims.picture ? { picture: claims.picture } : {}),
    roles,
    isAdmin: isAdminRoles(roles),
  };
}
