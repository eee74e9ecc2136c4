/**
 * The error catalogue of spec §8 for call errors. The API answers every error as `ApiErrorBody`
 * with these messages; the client maps a failed call to the same wording (and to its message key
 * for translation).
 */

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: unknown;
}

export const CALL_ERROR_MESSAGES = {
  network: 'Network error. Please check your connection.',
  badRequest: 'Invalid request. Please check your data.',
  unauthorized: 'Your session has expired. Please log in again.',
  forbidden: "You don't have permission to perform this action.",
  notFound: 'The requested resource was not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  server: 'Server error. Please try again later.',
  other: 'An error occurred. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export type CallErrorKind = keyof typeof CALL_ERROR_MESSAGES;

/** Which catalogue entry a status belongs to (spec §8 table). */
export function callErrorKind(statusCode: number): CallErrorKind {
  if (statusCode === 400) return 'badRequest';
  if (statusCode === 401) return 'unauthorized';
  if (statusCode === 403) return 'forbidden';
  if (statusCode === 404) return 'notFound';
  if (statusCode === 429) return 'tooManyRequests';
  if (statusCode >= 500) return 'server';
  return 'other';
}

/** Statuses whose catalogue message replaces whatever the server said; others keep the server's message. */
const FIXED_MESSAGE_KINDS: ReadonlySet<CallErrorKind> = new Set([
  'unauthorized',
  'forbidden',
  'notFound',
  'tooManyRequests',
  'server',
]);

/** The message a user sees for a failed call with this status, per spec §8. */
export function callErrorMessage(statusCode: number, serverMessage?: string): string {
  const kind = callErrorKind(statusCode);
  if (!FIXED_MESSAGE_KINDS.has(kind) && serverMessage) return serverMessage;
  return CALL_ERROR_MESSAGES[kind];
}

/** One rejected field or parameter, as listed in `details` of a 400 answer. */
export interface FieldIssue {
  field: string;
  message: string;
}
