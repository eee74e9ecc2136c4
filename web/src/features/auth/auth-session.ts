/**
 * The auth flows of spec §4 on top of auth0-spa-js: reading the session into the auth slice
 * (with the refresh retries and profile timeout of §9), access tokens for the API (token
 * timeouts of §9, one longer retry), popup and redirect login, the callback, logout and the
 * periodic session check. Screens call these; only this module dispatches auth actions.
 */
import { type GetTokenSilentlyVerboseResponse } from '@auth0/auth0-spa-js';
import { type Dispatch } from '@reduxjs/toolkit';
import { AUTH_MESSAGES } from '../../../../shared/auth/auth-errors';
import { type AuthUser } from '../../../../shared/auth/auth-state';
import {
  AUTH_REFRESH_RETRY_DELAYS_MS,
  LOGIN_MAX_AGE_S,
  TOKEN_ACQUISITION_RETRY_TIMEOUT_MS,
  TOKEN_ACQUISITION_TIMEOUT_MS,
  TOKEN_REFRESH_RETRY_TIMEOUT_MS,
  TOKEN_REFRESH_TIMEOUT_MS,
  USER_PROFILE_TIMEOUT_MS,
} from '../../../../shared/constants';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { setSessionEndShown } from '../../data/api-client';
import { wipeLocalData } from '../../sync/sync-store';
import { getAuthConfig, getAuthHandle } from './auth-client';
import { isPopupClosedError, isSignedOutError, isTransientError } from './auth-error-code';
import { type AuthStateError } from './auth-messages';
import { AuthTimeoutError, retryWithDelays, withTimeout } from './auth-retry';
import { authCheckStarted, authFailed, sessionEnded, signedIn, signedOut } from './auth-slice';
import { clearStoredLogin, hasStoredLogin } from './auth-storage';
import { toAuthUser } from './auth-user';
import { rememberReturnPath } from './return-path';

export class AuthStateCheckError extends Error {
  constructor(readonly key: AuthStateError) {
    super(AUTH_MESSAGES[key === 'initialization' ? 'unexpected' : key]);
    this.name = 'AuthStateCheckError';
  }
}

/** A token call bounded by `firstMs`, tried once more with `retryMs` after a timeout or network loss. */
async function tokenWithRetry(
  fetchToken: (timeoutMs: number) => Promise<GetTokenSilentlyVerboseResponse | undefined>,
  firstMs: number,
  retryMs: number,
): Promise<GetTokenSilentlyVerboseResponse> {
  const bounded = async (ms: number) => {
    const token = await withTimeout(fetchToken(ms), ms, 'Token request timeout');
    if (!token) throw Object.assign(new Error('login_required'), { error: 'login_required' });
    return token;
  };
  try {
    return await bounded(firstMs);
  } catch (error) {
    if (!isTransientError(error)) throw error;
    return bounded(retryMs);
  }
}

let inFlightCheck: Promise<AuthUser | null> | undefined;

async function readSession(dispatch: Dispatch): Promise<AuthUser | null> {
  const initializationFailed = () => {
    throw new AuthStateCheckError('initialization');
  };
  const config = await getAuthConfig().catch(initializationFailed);
  // Nobody signed in on this browser: no reason to load the provider's library to learn that.
  if (!hasStoredLogin(config.clientId)) return null;
  const { client } = await getAuthHandle().catch(initializationFailed);
  try {
    return await retryWithDelays(
      async () => {
        if (!hasStoredLogin(config.clientId)) return null;
        const token = await tokenWithRetry(
          (ms) => client.getTokenSilently({ detailedResponse: true, timeoutInSeconds: ms / 1000 }),
          TOKEN_REFRESH_TIMEOUT_MS,
          TOKEN_REFRESH_RETRY_TIMEOUT_MS,
        );
        const claims = await withTimeout(
          client.getIdTokenClaims(),
          USER_PROFILE_TIMEOUT_MS,
          AUTH_MESSAGES.profileTimeout,
        );
        if (!claims) return null;
        const user = toAuthUser(claims, config.rolesClaim);
        setSessionEndShown(false);
        dispatch(signedIn({ user, expiresIn: token.expires_in }));
        return user;
      },
      AUTH_REFRESH_RETRY_DELAYS_MS,
      isTransientError,
    );
  } catch (error) {
    if (!isSignedOutError(error)) throw error;
    clearStoredLogin(config.clientId);
    return null;
  }
}

function stateErrorOf(error: unknown): AuthStateError {
  if (error instanceof AuthStateCheckError) return error.key;
  if (error instanceof AuthTimeoutError && error.message === AUTH_MESSAGES.profileTimeout) {
    return 'profileTimeout';
  }
  return isTransientError(error) ? 'checkNetwork' : 'checkUnknown';
}

/**
 * Reads the session (silently refreshing the tokens when a login was stored) into the auth
 * slice and returns the user, or null when nobody is signed in. Concurrent calls share one check.
 */
export function refreshAuthState(dispatch: Dispatch): Promise<AuthUser | null> {
  inFlightCheck ??= (async () => {
    dispatch(authCheckStarted());
    try {
      const user = await readSession(dispatch);
      if (!user) dispatch(signedOut());
      return user;
    } catch (error) {
      dispatch(authFailed(stateErrorOf(error)));
      return null;
    } finally {
      inFlightCheck = undefined;
    }
  })();
  return inFlightCheck;
}

/**
 * An access token for the API audience; `fresh` skips the cache (after a 401). An ended
 * session rejects with spec §8's AUTH_EXPIRED message.
 */
export async function getAccessToken(fresh = false): Promise<string> {
  const { client } = await getAuthHandle();
  try {
    const token = await tokenWithRetry(
      (ms) =>
        client.getTokenSilently({
          detailedResponse: true,
          timeoutInSeconds: ms / 1000,
          cacheMode: fresh ? 'off' : 'on',
        }),
      TOKEN_ACQUISITION_TIMEOUT_MS,
      TOKEN_ACQUISITION_RETRY_TIMEOUT_MS,
    );
    return token.access_token;
  } catch (error) {
    if (isSignedOutError(error)) throw new Error(AUTH_MESSAGES.authExpired);
    throw error;
  }
}

export interface RedirectLoginOptions {
  returnPath?: string;
  connection?: string;
  language: LanguageCode;
}

/** Leaves for the provider's login page; the callback comes back to /auth/login. */
export async function loginWithRedirect(options: RedirectLoginOptions): Promise<void> {
  const { client } = await getAuthHandle();
  if (options.returnPath) rememberReturnPath(options.returnPath);
  // auth0-spa-js adds its own nonce (and checks it in the id token) to every authorize request.
  await client.loginWithRedirect({
    appState: { returnTo: options.returnPath },
    authorizationParams: {
      max_age: LOGIN_MAX_AGE_S,
      ui_locales: options.language,
      ...(options.connection ? { connection: options.connection } : {}),
    },
  });
}

/** Logs in through a popup; resolves with the user, or null when the popup was closed. */
export async function loginWithPopup(
  dispatch: Dispatch,
  language: LanguageCode,
  connection?: string,
): Promise<AuthUser | null> {
  const { client } = await getAuthHandle();
  try {
    await client.loginWithPopup({
      authorizationParams: {
        max_age: LOGIN_MAX_AGE_S,
        ui_locales: language,
        ...(connection ? { connection } : {}),
      },
    });
  } catch (error) {
    if (isPopupClosedError(error)) return null;
    throw error;
  }
  return refreshAuthState(dispatch);
}

/** Completes a redirect login; resolves with the user and the path saved before leaving. */
export async function handleLoginCallback(
  dispatch: Dispatch,
  url: string,
): Promise<{ user: AuthUser | null; returnTo?: string }> {
  const { client } = await getAuthHandle();
  const result = await client.handleRedirectCallback<{ returnTo?: string }>(url);
  const user = await refreshAuthState(dispatch);
  return { user, returnTo: result.appState?.returnTo };
}

/**
 * Ends the session at the provider too, and comes back to the site root. The user's local data
 * (the sync database) is deleted first, as nothing of theirs may stay behind on this browser.
 */
export async function logout(): Promise<void> {
  const [{ client }] = await Promise.all([getAuthHandle(), wipeLocalData()]);
  await client.logout({ logoutParams: { returnTo: window.location.origin } });
}

/**
 * The periodic check (spec §4): true when a signed-in session has ended, in which case the
 * stored login is cleared and the user removed from the state.
 */
export async function sessionHasExpired(dispatch: Dispatch): Promise<boolean> {
  const { client, config } = await getAuthHandle();
  try {
    await client.getTokenSilently({ timeoutInSeconds: TOKEN_REFRESH_TIMEOUT_MS / 1000 });
    return false;
  } catch (error) {
    if (!isSignedOutError(error)) return false;
    clearStoredLogin(config.clientId);
    setSessionEndShown(true);
    dispatch(sessionEnded());
    return true;
  }
}

/**
 * The idle sign-out (the system settings' session timeout): the stored login is cleared and the
 * session ends as an expired one does, so the 'Session Expired' dialog asks to log in again.
 */
export async function endIdleSession(dispatch: Dispatch): Promise<void> {
  const { config } = await getAuthHandle();
  clearStoredLogin(config.clientId);
  setSessionEndShown(true);
  dispatch(sessionEnded());
}
