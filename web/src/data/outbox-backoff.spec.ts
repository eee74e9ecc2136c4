import {
  backoffDelayMs,
  OUTBOX_BACKOFF_BASE_MS,
  OUTBOX_BACKOFF_MAX_MS,
  retryAfterDelayMs,
} from './outbox-backoff';

describe(backoffDelayMs.name, () => {
  it('waits between half and all of 2 s after the first failure', () => {
    expect(backoffDelayMs(1, 0)).toBe(OUTBOX_BACKOFF_BASE_MS / 2);
    expect(backoffDelayMs(1, 0.999_999)).toBe(OUTBOX_BACKOFF_BASE_MS);
  });

  it('doubles the range with each failure', () => {
    for (const attempts of [1, 2, 3, 4, 5]) {
      const ceiling = OUTBOX_BACKOFF_BASE_MS * 2 ** (attempts - 1);
      for (const random of [0, 0.25, 0.5, 0.75, 0.999]) {
        const delay = backoffDelayMs(attempts, random);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(backoffDelayMs(50, 0.999_999)).toBe(OUTBOX_BACKOFF_MAX_MS);
    expect(backoffDelayMs(50, 0)).toBe(OUTBOX_BACKOFF_MAX_MS / 2);
  });

  it('spreads retries out: different chances give different waits', () => {
    expect(backoffDelayMs(3, 0.1)).toBeLessThan(backoffDelayMs(3, 0.9));
  });
});

describe(retryAfterDelayMs.name, () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('reads delay-seconds', () => {
    expect(retryAfterDelayMs('1', now)).toBe(1_000);
    expect(retryAfterDelayMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterDelayMs('0', now)).toBe(0);
  });

  it('reads an HTTP-date against now', () => {
    expect(retryAfterDelayMs('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
  });

  it('asks for no wait when the date is already past', () => {
    expect(retryAfterDelayMs('Mon, 23 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('leaves the decision to backoff when the header is absent or unreadable', () => {
    expect(retryAfterDelayMs(null, now)).toBeUndefined();
    expect(retryAfterDelayMs('', now)).toBeUndefined();
    expect(retryAfterDelayMs('-5', now)).toBeUndefined();
    expect(retryAfterDelayMs('1.5', now)).toBeUndefined();
    expect(retryAfterDelayMs('soon', now)).toBeUndefined();
  });
});
