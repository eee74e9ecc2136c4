import { type MessageId } from '../../i18n/messages';

/**
 * What the auth state's `error` can hold (spec §8 "Auth token" messages), as keys the screens
 * translate; the English wording of record is in shared/auth/auth-errors.ts.
 */
export const AUTH_STATE_ERROR_IDS = {
  initialization: 'auth.error.initialization',
  authExpired: 'auth.message.authExpired',
  profileTimeout: 'auth.message.profileTimeout',
  checkNetwork: 'auth.message.checkNetwork',
  checkUnknown: 'auth.message.checkUnknown',
} as const satisfies Record<string, MessageId>;

export type AuthStateError = keyof typeof AUTH_STATE_ERROR_IDS;

export function authStateErrorId(error: string): MessageId {
  return Object.hasOwn(AUTH_STATE_ERROR_IDS, error)
    ? AUTH_STATE_ERROR_IDS[error as AuthStateError]
    : AUTH_STATE_ERROR_IDS.checkUnknown;
}
