import { type KoaContextWithOIDC } from 'oidc-provider';
import { type AccountEntity } from './account.schema';

/** What oidc-provider hands `findAccount` when a token or code is the source of the call. */
interface TokenSource {
  iat?: number;
  /** A refresh token's first issue time, kept across rotations. */
  iiat?: number;
}

/**
 * Whether the login behind this call began before the account signed out of all devices: then
 * `findAccount` answers no account, so oidc-provider refuses the refresh token ("invalid_grant")
 * and treats the browser session as logged out ("login_required"). Times are whole seconds, so a
 * login in the very second of the sign-out counts as before it: the safe side.
 */
export function loginPredatesRevocation(
  account: AccountEntity,
  ctx: KoaContextWithOIDC | undefined,
  source: TokenSource | undefined,
): boolean {
  if (!account.sessionsRevokedAt) return false;
  const began = source ? (source.iiat ?? source.iat) : ctx?.oidc?.session?.loginTs;
  return (began ?? 0) * 1000 < account.sessionsRevokedAt.getTime();
}
