/**
 * The authentication part of the spec §8 catalogue: the /error page codes, the callback and token
 * messages and the guard titles. The web translates them through the `auth.*` locale keys; these
 * English texts are the wording of record.
 */

/** Codes /error understands (spec §2 and §8), with their English message. */
export const AUTH_ERROR_CODE_MESSAGES = {
  initialization: 'Failed to initialize authentication client',
  network: 'Network error occurred while authenticating. Please check your internet connection.',
  authentication: 'An unexpected error occurred during authentication. Please try again.',
  invalid_state:
    'Invalid authentication state. This might be caused by a session timeout or using browser back button.',
  cross_origin:
    'Cross-origin error occurred. Please ensure cookies and third-party cookie settings are correct.',
  callback_error: 'Failed to process authentication response.',
  redirect_uri_mismatch: "The callback URL doesn't match those configured in the login provider.",
  invalid_request: 'The authentication request was invalid.',
  access_denied: 'The authentication was denied.',
  network_error:
    'A network error occurred during authentication. Please check your connection and try again.',
  unknown: 'An unexpected error occurred during authentication.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_CODE_MESSAGES;

export function isAuthErrorCode(code: string | null | undefined): code is AuthErrorCode {
  return !!code && Object.hasOwn(AUTH_ERROR_CODE_MESSAGES, code);
}

/** Other auth messages of spec §4 and §8. */
export const AUTH_MESSAGES = {
  unexpected: 'An unexpected error occurred during authentication. Please try again.',
  authExpired: 'AUTH_EXPIRED: User needs to log in again',
  profileTimeout: 'User profile request timeout',
  checkNetwork: 'Network error during authentication check. Please check your connection.',
  checkUnknown: 'Unknown error checking authentication state',
  callbackStateExpired: 'Your authentication session expired. Please try logging in again.',
  callbackBrowserSecurity:
    'Browser security settings prevented authentication. Please check your cookie settings or try a different browser.',
  callbackNetwork:
    'A network error occurred during authentication. Please check your connection and try again.',
  loggedIn: 'Successfully logged in',
  sessionExpired: 'Session Expired',
  sessionExpiredToast: 'Session expired. Please log in again.',
  adminRequired: 'You need admin privileges to access this area.',
  superadminRequired: 'You need superadmin privileges to access this area.',
  accountSuspended: 'Your account has been suspended. Please contact support.',
} as const;

/** Guard titles of spec §8. */
export const GUARD_TITLES = {
  login: 'Authentication Error',
  admin: 'Admin Access Error',
  superadmin: 'Superadmin Access Error',
} as const;
