import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../shared/leads/lead-messages';
import { backoffDelayMs } from './outbox-backoff';
import {
  afterAttempt,
  isDue,
  isPending,
  isRetryableStatus,
  OUTBOX_SENDING_LEASE_MS,
  queued,
  startSending,
  wakeAt,
  type AttemptResult,
  type OutboxClock,
  type OutboxProgress,
  type OutboxState,
} from './outbox-state';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const clock: OutboxClock = { now: () => NOW, random: () => 0.5 };

function sending(attempts = 0): OutboxProgress {
  return startSending({ ...queued(), attempts }, NOW - 1_000);
}

function answered(
  status: number,
  body?: unknown,
  retryAfter: string | null = null,
  proofBy: 'visitor' | 'automatic' = 'automatic',
): AttemptResult {
  return { type: 'answered', status, body, retryAfter, proofBy };
}

const fieldRefusal = {
  statusCode: 400,
  error: 'Bad Request',
  message: CALL_ERROR_MESSAGES.badRequest,
  details: [{ field: 'email', message: LEAD_MESSAGES.invalidEmail }],
};

describe('outbox state machine', () => {
  describe(queued.name, () => {
    it('starts with no failed attempts', () => {
      expect(queued()).toEqual({ state: { status: 'queued' }, attempts: 0 });
    });
  });

  describe(startSending.name, () => {
    it('claims the item at the given time and keeps the attempt count', () => {
      expect(startSending({ state: { status: 'queued' }, attempts: 2 }, NOW)).toEqual({
        state: { status: 'sending', since: NOW },
        attempts: 2,
      });
    });
  });

  describe(afterAttempt.name, () => {
    it('delivers on a 201 or a 200 replay with a reference ID', () => {
      for (const status of [200, 201]) {
        expect(afterAttempt(sending(), answered(status, { referenceId: 'REF-1' }), clock)).toEqual({
          state: { status: 'delivered', referenceId: 'REF-1' },
          attempts: 1,
        });
      }
    });

    it('retries a 2xx without a reference ID as a server problem', () => {
      const next = afterAttempt(sending(), answered(200, {}), clock);
      expect(next.state).toEqual({
        status: 'waiting-retry',
        at: NOW + backoffDelayMs(1, 0.5),
        after: 'server',
      });
    });

    it.each([408, 425, 429, 500, 502, 503, 504])(
      'waits and retries after %i, with backoff when there is no Retry-After',
      (status) => {
        const next = afterAttempt(sending(2), answered(status, { statusCode: status }), clock);
        expect(next).toEqual({
          state: { status: 'waiting-retry', at: NOW + backoffDelayMs(3, 0.5), after: 'server' },
          attempts: 3,
        });
      },
    );

    it('honours Retry-After in seconds', () => {
      const next = afterAttempt(sending(), answered(429, undefined, '1'), clock);
      expect(next.state).toEqual({ status: 'waiting-retry', at: NOW + 1_000, after: 'server' });
    });

    it('honours Retry-After as an HTTP-date', () => {
      const next = afterAttempt(
        sending(),
        answered(503, undefined, 'Mon, 23 Nov 2026 10:05:00 GMT'),
        clock,
      );
      expect(next.state).toEqual({
        status: 'waiting-retry',
        at: NOW + 5 * 60_000,
        after: 'server',
      });
    });

    it('waits with backoff after a network failure, marked as the network’s', () => {
      expect(afterAttempt(sending(), { type: 'unreachable' }, clock)).toEqual({
        state: { status: 'waiting-retry', at: NOW + backoffDelayMs(1, 0.5), after: 'network' },
        attempts: 1,
      });
    });

    it('hands a 400 back to the visitor with the message and the field issues', () => {
      expect(afterAttempt(sending(), answered(400, fieldRefusal), clock)).toEqual({
        state: {
          status: 'needs-fix',
          message: CALL_ERROR_MESSAGES.badRequest,
          fieldIssues: [{ field: 'email', message: LEAD_MESSAGES.invalidEmail }],
        },
        attempts: 1,
      });
    });

    it.each([400, 401, 403, 404, 409, 413, 415, 422])(
      'hands any other 4xx (%i) back to the visitor rather than retrying it',
      (status) => {
        const next = afterAttempt(sending(), answered(status, { message: 'No.' }), clock);
        expect(next.state.status).toBe('needs-fix');
      },
    );

    it('uses the spec’s wording when the refusal has no message, and ignores malformed details', () => {
      const next = afterAttempt(
        sending(),
        answered(400, { details: [{ field: 'email' }, 'junk', null] }),
        clock,
      );
      expect(next.state).toEqual({
        status: 'needs-fix',
        message: CALL_ERROR_MESSAGES.badRequest,
        fieldIssues: [],
      });
    });

    it('retries with a fresh proof when an unattended proof is refused', () => {
      for (const message of [LEAD_MESSAGES.botCheckFailed, LEAD_MESSAGES.botCheckMissing]) {
        const next = afterAttempt(sending(), answered(400, { message }), clock);
        expect(next.state).toEqual({
          status: 'waiting-retry',
          at: NOW + backoffDelayMs(1, 0.5),
          after: 'server',
        });
      }
    });

    it('asks the visitor for a new tick when their token is refused', () => {
      const refusal = answered(400, { message: LEAD_MESSAGES.botCheckFailed }, null, 'visitor');
      expect(afterAttempt(sending(), refusal, clock)).toEqual({
        state: { status: 'needs-check', message: LEAD_MESSAGES.botCheckFailed },
        attempts: 1,
      });
    });

    it('waits for the visitor when no proof can be made without them', () => {
      expect(afterAttempt(sending(), { type: 'no-proof' }, clock)).toEqual({
        state: { status: 'needs-check' },
        attempts: 1,
      });
    });
  });

  describe(isDue.name, () => {
    const cases: [string, OutboxState, boolean, boolean][] = [
      // [what, state, due on a timer, due on reconnection]
      ['queued', { status: 'queued' }, true, true],
      ['sending, freshly claimed', { status: 'sending', since: NOW - 1_000 }, false, false],
      [
        'sending, its sender gone past the lease',
        { status: 'sending', since: NOW - OUTBOX_SENDING_LEASE_MS },
        true,
        true,
      ],
      [
        'waiting for the network, time not come',
        { status: 'waiting-retry', at: NOW + 1_000, after: 'network' },
        false,
        true,
      ],
      [
        'waiting for a busy server, time not come',
        { status: 'waiting-retry', at: NOW + 1_000, after: 'server' },
        false,
        false,
      ],
      [
        'waiting for a busy server, time come',
        { status: 'waiting-retry', at: NOW, after: 'server' },
        true,
        true,
      ],
      ['needing a reCAPTCHA tick', { status: 'needs-check' }, false, true],
      ['needing a fix', { status: 'needs-fix', message: 'x', fieldIssues: [] }, false, false],
      ['delivered', { status: 'delivered', referenceId: 'REF-1' }, false, false],
    ];
    it.each(cases)('%s', (_what, state, onTimer, onReconnect) => {
      expect(isDue(state, NOW, 'scheduled')).toBe(onTimer);
      expect(isDue(state, NOW, 'reconnected')).toBe(onReconnect);
    });

    it('ends every wait, the server-timed ones too, once maintenance is over', () => {
      for (const after of ['server', 'network'] as const) {
        expect(isDue({ status: 'waiting-retry', at: NOW + 60_000, after }, NOW, 'resumed')).toBe(
          true,
        );
      }
      expect(isDue({ status: 'needs-check' }, NOW, 'resumed')).toBe(false);
      expect(isDue({ status: 'delivered', referenceId: 'REF-1' }, NOW, 'resumed')).toBe(false);
    });
  });

  describe(wakeAt.name, () => {
    it('wakes a timer when a retry falls due or a claim runs out, and not otherwise', () => {
      expect(wakeAt({ status: 'waiting-retry', at: NOW + 5, after: 'server' })).toBe(NOW + 5);
      expect(wakeAt({ status: 'sending', since: NOW })).toBe(NOW + OUTBOX_SENDING_LEASE_MS);
      expect(wakeAt({ status: 'queued' })).toBeUndefined();
      expect(wakeAt({ status: 'needs-fix', message: 'x', fieldIssues: [] })).toBeUndefined();
    });
  });

  describe(isPending.name, () => {
    it('counts items still on their way, not refused or delivered ones', () => {
      expect(isPending({ status: 'queued' })).toBe(true);
      expect(isPending({ status: 'waiting-retry', at: NOW, after: 'server' })).toBe(true);
      expect(isPending({ status: 'needs-check' })).toBe(true);
      expect(isPending({ status: 'needs-fix', message: 'x', fieldIssues: [] })).toBe(false);
      expect(isPending({ status: 'delivered', referenceId: 'REF-1' })).toBe(false);
    });
  });

  describe(isRetryableStatus.name, () => {
    it('retries 408, 425, 429 and every 5xx, nothing else', () => {
      for (const status of [408, 425, 429, 500, 599]) expect(isRetryableStatus(status)).toBe(true);
      for (const status of [400, 404, 413, 422, 424, 426]) {
        expect(isRetryableStatus(status)).toBe(false);
      }
    });
  });
});
