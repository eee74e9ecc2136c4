import { addDays, localDateOf, weekdayOf, zonedInstant } from './zoned-time';

describe(zonedInstant.name, () => {
  it('reads an ordinary wall time in its zone', () => {
    expect(zonedInstant('2026-07-01', 9 * 60, 'Europe/Istanbul').toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', 24 * 60, 'Asia/Shanghai').toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
  });

  it('moves a wall time the clocks skip forward by the change', () => {
    // 02:30 does not exist in New York on 8 March 2026: it reads as 03:30 EDT.
    expect(zonedInstant('2026-03-08', 150, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('takes the first showing of a wall time the clocks show twice', () => {
    expect(zonedInstant('2026-11-01', 90, 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // Sydney falls back on 5 April 2026: 02:30 AEDT comes first.
    expect(zonedInstant('2026-04-05', 150, 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T15:30:00.000Z',
    );
  });
});

describe('calendar dates', () => {
  it('names the local date and weekday of an instant', () => {
    expect(localDateOf(new Date('2026-06-30T22:30:00Z'), 'Africa/Cairo')).toBe('2026-07-01');
    expect(localDateOf(new Date('2026-06-30T22:30:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(weekdayOf('2026-06-01')).toBe(1);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
