/**
 * Sorting the errors auth0-spa-js and the identity provider raise into the codes of the /error
 * page (spec §8). Errors are read by their `error` code when they carry one and by their message
 * otherwise, because network failures surface as plain TypeErrors from fetch.
 */
import { type AuthErrorCode } from '../../../../shared/auth/auth-errors';
import { AuthTimeoutError } from './auth-retry';

/** Provider answers meaning "nobody is signed in any more" rather than a fault. */
const SIGNED_OUT_CODES = new Set([
  'login_required',
  'missing_refresh_token',
  'invalid_grant',
  'consent_required',
  'interaction_required',
]);

/** Login-start codes the provider may answer with, shown on /error as they are. */
const PROVIDER_CODES = new Set<AuthErrorCode>([
  'redirect_uri_mismatch',
  'invalid_request',
  'access_denied',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('error' in error)) return undefined;
  return typeof error.error === 'string' ? error.error : undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** True when the session is over: the user has to log in again. */
export function isSignedOutError(error: unknown): boolean {
  const code = codeOf(error);
  return (!!code && SIGNED_OUT_CODES.has(code)) || errorMessage(error).includes('login_required');
}

/** True for failures worth another attempt: timeouts and lost connections. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof AuthTimeoutError) return true;
  const code = codeOf(error);
  if (code === 'timeout' || code === 'network_error') return true;
  return /network|failed to fetch|load failed|timeout/i.test(errorMessage(error));
}

/** True when the user closed the login popup (spec §4: ignored). */
export function isPopupClosedError(error: unknown): boolean {
  return codeOf(error) === 'cancelled' || codeOf(error) === 'popup_closed';
}

function isCrossOriginError(error: unknown): boolean {
  return /cross.?origin|cors|third.?party|cookie|blocked a frame/i.test(errorMessage(error));
}

/** The /error code for a login that failed to start or complete in a popup. */
export function loginErrorCode(error: unknown): AuthErrorCode {
  const code = codeOf(error);
  if (code && PROVIDER_CODES.has(code as AuthErrorCode)) return code as AuthErrorCode;
  if (isTransientError(error) || isCrossOriginError(error)) return 'network';
  return 'authentication';
}

/** The /error code for a failed /auth/login callback. */
export function callbackErrorCode(error: unknown): AuthErrorCode {
  const code = codeOf(error);
  if (code && PROVIDER_CODES.has(code as AuthErrorCode)) return code as AuthErrorCode;
  if (
    code === 'missing_transaction' ||
    code === 'state_mismatch' ||
    /invalid state/i.test(errorMessage(error))
  ) {
    return 'invalid_state';
  }
  if (isCrossOriginError(error)) return 'cross_origin';
  if (isTransientError(error)) return 'network';
  return 'callback_error';
}

/** /error's address for `code`, with the detail the page shows under the catalogue message. */
export function errorPagePath(code: AuthErrorCode, detail?: string): string {
  const query = new URLSearchParams({ error: code });
  if (detail) query.set('message', detail);
  return `/error?${query.toString()}`;
}
