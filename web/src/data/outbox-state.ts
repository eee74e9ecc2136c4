/**
 * The life of one outbox item (DESIGN.md decision 4), as pure functions of its state, what a try
 * came to, and a clock, so the page and the service worker move items the same way and every
 * transition is tested without a browser:
 *
 *   queued ──▶ sending ──▶ delivered
 *                 │  ├──▶ waiting-retry(at) ──(at, or back online after a network failure)──▶ sending
 *                 │  ├──▶ needs-check ──(the visitor's reCAPTCHA token)──▶ sending
 *                 │  └──▶ needs-fix(message, fields) ──(the visitor fixes and resends)──▶ queued
 *                 └── a `sending` whose sender vanished (tab closed) is due again after a lease
 *
 * Nothing leaves the outbox but by delivery or the visitor's discard: a server that is busy
 * (408, 425, 429, 5xx) or out of reach only delays the item; a refusal of the content (any other
 * 4xx) hands it back to the visitor with the server's messages.
 */
import { API_REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { callErrorMessage, type FieldIssue } from '../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../shared/leads/lead-messages';
import { type SubmissionReceipt } from '../../../shared/leads/submission';
import { backoffDelayMs, retryAfterDelayMs } from './outbox-backoff';

export type OutboxState =
  | { status: 'queued' }
  | { status: 'sending'; since: number }
  /** `after`: a network failure is worth retrying as soon as the connection is back; a busy server is not. */
  | { status: 'waiting-retry'; at: number; after: 'network' | 'server' }
  /**
   * reCAPTCHA mode: only the visitor can make the proof, by ticking the box the page shows;
   * `message` when the server refused the visitor's last token.
   */
  | { status: 'needs-check'; message?: string }
  | { status: 'needs-fix'; message: string; fieldIssues: FieldIssue[] }
  | { status: 'delivered'; referenceId: string };

/** What the machine moves: the state and how many tries have failed so far (for the backoff). */
export interface OutboxProgress {
  state: OutboxState;
  attempts: number;
}

/** Time and chance, injected so tests decide them. */
export interface OutboxClock {
  now(): number;
  /** A number in [0, 1) for the backoff's jitter. */
  random(): number;
}

export const systemClock: OutboxClock = { now: () => Date.now(), random: () => Math.random() };

/** How one try ended, as the sender saw it. */
export type AttemptResult =
  | {
      type: 'answered';
      status: number;
      /** The `Retry-After` header, if any. */
      retryAfter: string | null;
      /** The parsed JSON body, or undefined when it was not JSON. */
      body: unknown;
      /** Whether the bot-check proof came from the visitor (reCAPTCHA) or was solved unattended. */
      proofBy: 'visitor' | 'automatic';
    }
  /** No answer: offline, DNS, timeout, or the bot-check challenge could not be fetched. */
  | { type: 'unreachable' }
  /** No proof can be made without the visitor (reCAPTCHA mode). */
  | { type: 'no-proof' };

/**
 * Why a flush runs. `scheduled`: a timer, only items whose time has come. `reconnected`: the app
 * started, the browser came online, Background Sync fired, or the visitor pressed "send now"; a
 * wait caused by the network is over then, a wait the server asked for is not. `resumed`: the
 * server's maintenance mode was switched off, so every wait it asked for is over.
 */
export type FlushReason = 'scheduled' | 'reconnected' | 'resumed';

/**
 * How long a `sending` item belongs to its sender: enough for the proof's fetches and solving and
 * the POST. A sender that vanished (closed tab, stopped worker) leaves the item to the next flush
 * after it; if the first was only slow, the shared Idempotency-Key still stores it once.
 */
export const OUTBOX_SENDING_LEASE_MS = 6 * API_REQUEST_TIMEOUT_MS;

/** Statuses that say "resend this with the same key": a busy server or one out of reach. */
const RETRYABLE_STATUS_CODES: ReadonlySet<number> = new Set([408, 425, 429]);

export function isRetryableStatus(statusCode: number): boolean {
  return RETRYABLE_STATUS_CODES.has(statusCode) || statusCode >= 500;
}

/** A new item, or one the visitor has just fixed: sent at the next chance. */
export function queued(): OutboxProgress {
  return { state: { status: 'queued' }, attempts: 0 };
}

/** Items still on their way on their own (the indicator's "waiting" count). */
export function isPending(state: OutboxState): boolean {
  return state.status !== 'needs-fix' && state.status !== 'delivered';
}

/** Whether a flush for `reason` at `now` should try this item. */
export function isDue(state: OutboxState, now: number, reason: FlushReason): boolean {
  switch (state.status) {
    case 'queued':
      return true;
    case 'sending':
      return now - state.since >= OUTBOX_SENDING_LEASE_MS;
    case 'waiting-retry':
      return (
        now >= state.at ||
        (reason === 'reconnected' && state.after === 'network') ||
        reason === 'resumed'
      );
    case 'needs-check':
      // The site may have gone back to ALTCHA, which needs no visitor; not worth a timer.
      return reason === 'reconnected';
    case 'needs-fix':
    case 'delivered':
      return false;
  }
}

/** When a scheduled flush should next look at this item; undefined if no timer is needed. */
export function wakeAt(state: OutboxState): number | undefined {
  if (state.status === 'waiting-retry') return state.at;
  if (state.status === 'sending') return state.since + OUTBOX_SENDING_LEASE_MS;
  return undefined;
}

/** A sender claims the item for one try. */
export function startSending(progress: OutboxProgress, now: number): OutboxProgress {
  return { state: { status: 'sending', since: now }, attempts: progress.attempts };
}

/** Where a try leaves the item. */
export function afterAttempt(
  progress: OutboxProgress,
  result: AttemptResult,
  clock: OutboxClock,
): OutboxProgress {
  const attempts = progress.attempts + 1;
  const retry = (after: 'network' | 'server', delayMs?: number): OutboxProgress => {
    const now = clock.now();
    const wait = delayMs ?? backoffDelayMs(attempts, clock.random());
    return { state: { status: 'waiting-retry', at: now + wait, after }, attempts };
  };
  if (result.type === 'no-proof') return { state: { status: 'needs-check' }, attempts };
  if (result.type === 'unreachable') return retry('network');

  const { status, body } = result;
  const referenceId = (body as Partial<SubmissionReceipt> | undefined)?.referenceId;
  if (status >= 200 && status < 300 && typeof referenceId === 'string' && referenceId) {
    return { state: { status: 'delivered', referenceId }, attempts };
  }
  if (status >= 400 && status < 500 && !isRetryableStatus(status)) {
    const problem = problemOf(status, body);
    if (!isBotCheckRefusal(problem.message)) {
      return { state: { status: 'needs-fix', ...problem }, attempts };
    }
    // A refused proof (expired on the way) says nothing about the content: a fresh one may pass.
    // Only the visitor can make a fresh reCAPTCHA token, so theirs goes back to them.
    if (result.proofBy === 'visitor') {
      return { state: { status: 'needs-check', message: problem.message }, attempts };
    }
    return retry('server');
  }
  // 408, 425, 429, 5xx, and answers that make no sense for a POST (a 2xx without a reference).
  return retry('server', retryAfterDelayMs(result.retryAfter, clock.now()));
}

/** The message and field issues of an API error body (`{ statusCode, error, message, details? }`). */
function problemOf(
  statusCode: number,
  body: unknown,
): { message: string; fieldIssues: FieldIssue[] } {
  const { message, details } = (body ?? {}) as { message?: unknown; details?: unknown };
  const fieldIssues = Array.isArray(details)
    ? details.filter(
        (issue): issue is FieldIssue =>
          typeof (issue as FieldIssue | null)?.field === 'string' &&
          typeof (issue as FieldIssue).message === 'string',
      )
    : [];
  return {
    message: callErrorMessage(statusCode, typeof message === 'string' ? message : undefined),
    fieldIssues,
  };
}

function isBotCheckRefusal(message: string): boolean {
  return message === LEAD_MESSAGES.botCheckFailed || message === LEAD_MESSAGES.botCheckMissing;
}
