/**
 * When a queued submission is tried again: the server's `Retry-After` when it gave one, else
 * exponential backoff with jitter, so visitors who all come back online at once (a train out of a
 * tunnel, a restored network) do not all retry in the same second.
 */

/** The first retry waits about 2 s; each failure doubles it, up to about 5 minutes. */
export const OUTBOX_BACKOFF_BASE_MS = 2_000;
export const OUTBOX_BACKOFF_MAX_MS = 5 * 60_000;

/**
 * The wait before the next try after `attempts` failed tries (1 for the first failure):
 * "equal jitter", a random point in the upper half of the exponential delay, so a retry never
 * comes sooner than half the delay yet retries spread out. `random` is in [0, 1).
 */
export function backoffDelayMs(attempts: number, random: number): number {
  const ceiling = Math.min(
    OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1),
    OUTBOX_BACKOFF_MAX_MS,
  );
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * The wait a `Retry-After` header asks for (RFC 9110 §10.2.3): delay-seconds (`120`) or an
 * HTTP-date (`Wed, 21 Oct 2026 07:28:00 GMT`) read against `now`. A date already past asks for no
 * wait; an absent or unreadable header answers undefined, and backoff decides.
 */
export function retryAfterDelayMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Date.parse alone would take stray numbers such as "1.5" for dates: an HTTP-date has words.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
