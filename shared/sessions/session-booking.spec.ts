import {
  bookSessionSchema,
  isLateCancellation,
  isUpcoming,
  LATE_CANCEL_WINDOW_MS,
  slotQuerySchema,
} from './session-booking';
import { SESSION_MESSAGES } from './session-messages';

const start = new Date('2026-05-10T09:00:00Z');

describe(isLateCancellation.name, () => {
  it('counts anything under 24 hours before the start as late, and exactly 24 hours as not', () => {
    expect(isLateCancellation(start, new Date(start.getTime() - LATE_CANCEL_WINDOW_MS))).toBe(
      false,
    );
    expect(isLateCancellation(start, new Date(start.getTime() - LATE_CANCEL_WINDOW_MS + 1))).toBe(
      true,
    );
    expect(isLateCancellation(start, new Date(start.getTime() - 60_000))).toBe(true);
    expect(isLateCancellation(start, new Date('2026-05-01T00:00:00Z'))).toBe(false);
  });
});

describe(isUpcoming.name, () => {
  it('keeps a session upcoming until it has ended', () => {
    const session = { end: '2026-05-10T09:30:00.000Z' };
    expect(isUpcoming(session, new Date('2026-05-10T09:29:59Z'))).toBe(true);
    expect(isUpcoming(session, new Date('2026-05-10T09:30:00Z'))).toBe(false);
  });
});

describe('session payloads', () => {
  it('refuses a slot range longer than 31 days or ending before it starts', () => {
    const base = { advisorId: 'a', typeId: 'intro' };
    const long = slotQuerySchema.safeParse({
      ...base,
      from: '2026-05-01T00:00:00Z',
      to: '2026-06-02T00:00:00Z',
    });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      SESSION_MESSAGES.rangeTooLong,
    ]);
    const backwards = slotQuerySchema.safeParse({
      ...base,
      from: '2026-05-02T00:00:00Z',
      to: '2026-05-01T00:00:00Z',
    });
    expect(backwards.error?.issues.map((issue) => issue.message)).toEqual([
      SESSION_MESSAGES.endBeforeStart,
    ]);
  });

  it('needs a real time zone and keeps notes within bounds', () => {
    const booking = {
      advisorId: 'a',
      typeId: 'intro',
      start: '2026-05-10T09:00:00.000Z',
      timeZone: 'Asia/Shanghai',
    };
    expect(bookSessionSchema.parse(booking).notes).toBe('');
    expect(bookSessionSchema.safeParse({ ...booking, timeZone: 'Nowhere/City' }).success).toBe(
      false,
    );
    const long = bookSessionSchema.safeParse({ ...booking, notes: 'x'.repeat(2001) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([SESSION_MESSAGES.tooLong]);
  });
});
