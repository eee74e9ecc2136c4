/**
 * One delivery attempt of a submission: a fresh bot-check proof, then the POST with the item's
 * Idempotency-Key. The outcome says what the outbox should do with the item.
 */
import {
  BOT_CHECK_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  SUBMISSION_PATHS,
  type SubmissionKind,
} from '../../../shared/leads/submission';
import { API_REQUEST_TIMEOUT_MS } from '../../../shared/constants';

export type SendOutcome =
  | { type: 'delivered'; referenceId: string }
  /** 4xx: the server refused this content; retrying the same would fail again. */
  | { type: 'rejected'; statusCode: number; message: string; details: unknown }
  /** No answer or 5xx: worth trying again later. */
  | { type: 'retry' };

export async function sendSubmission(
  kind: SubmissionKind,
  key: string,
  body: Record<string, unknown>,
  proof: string,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(SUBMISSION_PATHS[kind], {
      method: 'POST',
      headers: {
        ...(hasFiles(body) ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: requestBodyOf({ ...body, [BOT_CHECK_FIELD]: proof }),
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { type: 'retry' };
  }
  const answer = (await response.json().catch(() => ({}))) as {
    referenceId?: string;
    message?: string;
    details?: unknown;
  };
  if (response.ok && answer.referenceId)
    return { type: 'delivered', referenceId: answer.referenceId };
  if (response.status >= 400 && response.status < 500) {
    return {
      type: 'rejected',
      statusCode: response.status,
      message: answer.message ?? '',
      details: answer.details,
    };
  }
  return { type: 'retry' };
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
