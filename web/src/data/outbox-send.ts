/**
 * One POST of a submission with its bot-check proof and Idempotency-Key, reported as the outbox's
 * state machine reads it (outbox-state.ts): the status, `Retry-After` and body of an answer, or
 * that no answer came.
 */
import {
  BOT_CHECK_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  SUBMISSION_PATHS,
  type SubmissionKind,
} from '../../../shared/leads/submission';
import { API_REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { type AttemptResult } from './outbox-state';

export type SendResult =
  | Omit<Extract<AttemptResult, { type: 'answered' }>, 'proofBy'>
  | Extract<AttemptResult, { type: 'unreachable' }>;

export async function sendSubmission(
  kind: SubmissionKind,
  idempotencyKey: string,
  body: Record<string, unknown>,
  proof: string,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(SUBMISSION_PATHS[kind], {
      method: 'POST',
      headers: {
        ...(hasFiles(body) ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: requestBodyOf({ ...body, [BOT_CHECK_FIELD]: proof }),
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { type: 'unreachable' };
  }
  return {
    type: 'answered',
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    // A proxy's HTML error page is still an answer: its status decides.
    body: await response.json().catch(() => undefined),
  };
}

function hasFiles(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => value instanceof Blob);
}

/**
 * JSON, or multipart when the body holds files (the success story's photo, kept as a Blob in the
 * outbox): every other field then travels as its string form, as the API's schema expects.
 */
function requestBodyOf(body: Record<string, unknown>): string | FormData {
  if (!hasFiles(body)) return JSON.stringify(body);
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}
