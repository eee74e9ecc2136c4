/**
 * The one place the web app calls the HTTP API (spec §7). Calls to URLs without '/public/' carry
 * a bearer token from the registered token provider; a 401 is retried once with a fresh token
 * (marked by the retry header), and a second 401 sends the browser to the session-expired page,
 * unless the app already told the user their session ended (the 'Session Expired' dialog, spec §4).
 * Every call is bounded by the spec's request timeout, and failures become `ApiCallError`s
 * carrying the spec §8 wording and its message key.
 */
import { API_REQUEST_TIMEOUT_MS, PUBLIC_API_MARKER } from '../../../shared/constants';
import {
  CALL_ERROR_MESSAGES,
  callErrorKind,
  callErrorMessage,
  type CallErrorKind,
} from '../../../shared/errors/api-error';
import { type MessageId } from '../i18n/messages';
import { LocalizedError } from './localized-error';

export const RETRY_AUTH_HEADER = 'X-Retry-Auth';
/** The `error` the login page is given when a session could not be renewed. */
export const SESSION_EXPIRED_LOGIN_ERROR = 'session_expired';
export const SESSION_EXPIRED_PATH = `/login?error=${SESSION_EXPIRED_LOGIN_ERROR}`;

/**
 * Whether the 'Session Expired' dialog is up (an expired or idle session): the calls still under
 * way then meet a 401, and sending the browser away would take the dialog, and its reason, with it.
 */
let sessionEndShown = false;

/** Called when a session ends with the dialog (true) and when somebody signs in (false). */
export function setSessionEndShown(shown: boolean): void {
  sessionEndShown = shown;
}

export class ApiCallError extends Error {
  /** The HTTP status, or null when no response arrived. */
  readonly statusCode: number | null;
  readonly kind: CallErrorKind;
  /** The answer's `details` (e.g. the field issues of a 400), when it gave any. */
  readonly details: unknown;

  constructor(message: string, statusCode: number | null, kind?: CallErrorKind, details?: unknown) {
    super(message);
    this.name = 'ApiCallError';
    this.statusCode = statusCode;
    this.kind = kind ?? (statusCode === null ? 'network' : callErrorKind(statusCode));
    this.details = details;
  }
}

/** Spec §8 messages by catalogue entry, as locale keys. */
const CALL_ERROR_IDS = {
  network: 'error.call.network',
  badRequest: 'error.call.badRequest',
  unauthorized: 'error.call.unauthorized',
  forbidden: 'error.call.forbidden',
  notFound: 'error.call.notFound',
  tooManyRequests: 'error.call.tooManyRequests',
  server: 'error.call.server',
  other: 'error.call.other',
  unexpected: 'error.call.unexpected',
} as const satisfies Record<CallErrorKind, MessageId>;

/**
 * The text a user sees for a failed call, in their language: the server's own words where spec
 * §8 keeps them (400 and other statuses), else the catalogue message.
 */
export function callErrorText(error: unknown, translate: (id: MessageId) => string): string {
  if (error instanceof LocalizedError) return translate(error.messageId);
  // Any other message is English for developers, never for the user.
  if (!(error instanceof ApiCallError)) return translate(CALL_ERROR_IDS.unexpected);
  const catalogued = CALL_ERROR_MESSAGES[error.kind] === error.message;
  return catalogued ? translate(CALL_ERROR_IDS[error.kind]) : error.message;
}

/** Gives a token for the API audience; `fresh` bypasses any cache. */
export type AccessTokenProvider = (fresh: boolean) => Promise<string>;

let accessTokenProvider: AccessTokenProvider | undefined;

/** Registered by the auth module once it knows how to get tokens. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart (the browser writes its boundary). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A long transfer (a database backup) may wait longer than spec §9's request timeout. */
  timeoutMs?: number;
}

function detailsOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'details' in body ? body.details : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' ? body.message : undefined;
}

async function bearer(fresh: boolean): Promise<string | undefined> {
  if (!accessTokenProvider) return undefined;
  try {
    return await accessTokenProvider(fresh);
  } catch {
    // No token means the call goes out unauthenticated and the 401 path below handles it.
    return undefined;
  }
}

async function send(path: string, request: ApiRequest, extra: Record<string, string>) {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? API_REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const multipart = request.body instanceof FormData;
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method: request.method ?? 'GET',
      headers: { ...headers, ...extra },
      body: multipart
        ? (request.body as FormData)
        : request.body === undefined
          ? undefined
          : JSON.stringify(request.body),
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
    });
  } catch (error) {
    // A caller that cancelled gets its own AbortError back; anything else means no response.
    if (request.signal?.aborted) throw error;
    throw new ApiCallError(CALL_ERROR_MESSAGES.network, null);
  }
}

/**
 * Public GETs started as the app boots, before the screen that reads them has loaded
 * (`startPublicGet`); each answers the screen's first identical call, once.
 */
const earlyPublicGets = new Map<string, Promise<Response>>();

/**
 * Sends a public GET now, for a screen whose code is still on its way: its first `getJson(path)`
 * takes this answer instead of asking again. A failure is left to that call, which asks again.
 */
export function startPublicGet(path: string): void {
  if (!path.includes(PUBLIC_API_MARKER) || earlyPublicGets.has(path)) return;
  const answer = send(path, {}, {});
  // Read by the screen's call only, which asks again when this one failed.
  answer.catch(() => undefined);
  earlyPublicGets.set(path, answer);
}

async function earlyOrSent(path: string, request: ApiRequest): Promise<Response> {
  const early = request.method === undefined ? earlyPublicGets.get(path) : undefined;
  if (early) {
    earlyPublicGets.delete(path);
    const response = await early.catch(() => undefined);
    if (response) return response;
  }
  return authorizedFetch(path, request);
}

/** Calls `path` and returns its JSON body (undefined when empty); the caller validates the shape. */
export async function apiRequest(path: string, request: ApiRequest = {}): Promise<unknown> {
  const response = await earlyOrSent(path, request);
  if (!response.ok) throw await failedCall(response);
  return response.json().catch(() => undefined);
}

/** The error a call answered with `response` (not 2xx) fails with, from its JSON body if any. */
export async function failedCall(response: Response): Promise<ApiCallError> {
  const body: unknown = await response.json().catch(() => undefined);
  return new ApiCallError(
    callErrorMessage(response.status, messageOf(body)),
    response.status,
    undefined,
    detailsOf(body),
  );
}

/** Sends the call with the bearer token, retrying once with a fresh one on 401 (spec §7). */
export async function authorizedFetch(path: string, request: ApiRequest): Promise<Response> {
  const authenticated = !path.includes(PUBLIC_API_MARKER);
  const authorization = (fresh: boolean) => authorizationFor(path, fresh);
  let response = await send(path, request, await authorization(false));
  if (authenticated && response.status === 401) {
    response = await send(path, request, {
      ...(await authorization(true)),
      [RETRY_AUTH_HEADER]: '1',
    });
    if (response.status === 401 && !sessionEndShown) window.location.assign(SESSION_EXPIRED_PATH);
  }
  return response;
}

/**
 * The `Authorization` header a call to `path` carries (none for public paths); `fresh` asks for a
 * new token. For calls that cannot go through fetch (an upload that reports its progress).
 */
export async function authorizationFor(
  path: string,
  fresh: boolean,
): Promise<Record<string, string>> {
  const token = path.includes(PUBLIC_API_MARKER) ? undefined : await bearer(fresh);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** GETs `path` and returns its JSON body; the caller validates the shape. */
export function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  return apiRequest(path, { signal });
}
