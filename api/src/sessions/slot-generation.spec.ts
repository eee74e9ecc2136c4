import { type SessionType, type WeeklyWindow } from '../../../shared/sessions/advisor-schedule';
import { generateSlots, type Interval, type SlotRequest } from './slot-generation';

const HOUR_MS = 60 * 60_000;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const sessionType = (overrides: Partial<SessionType> = {}): SessionType => ({
  id: 'intro',
  name: 'Intro',
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  requiresConfirmation: false,
  ...overrides,
});

const daily = (start: string, end: string, days = EVERY_DAY): WeeklyWindow[] =>
  days.map((weekday) => ({ weekday, start, end }));

function request(overrides: Partial<SlotRequest> & Pick<SlotRequest, 'timeZone' | 'from' | 'to'>) {
  return generateSlots({
    weekly: daily('09:00', '10:00'),
    exceptions: [],
    type: sessionType(),
    now: new Date('2020-01-01T00:00:00Z'),
    busy: [],
    ...overrides,
  });
}

/** `YYYY-MM-DD HH:mm` on the clocks of `timeZone`. */
function wallClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);
const utc = (text: string) => new Date(text);

/**
 * The seven markets' zones with a date range around a DST change of 2026 (or, where the zone has
 * none, the same weeks), the UTC start of the advisor's 09:00 before and after, and the real
 * length of a 00:00–04:00 window on the night of the change.
 */
const ZONES = [
  {
    zone: 'Europe/Madrid',
    from: '2026-03-28',
    to: '2026-03-31',
    before: '2026-03-28T08:00:00.000Z',
    after: '2026-03-30T07:00:00.000Z',
    night: '2026-03-29',
    nightHours: 3,
  },
  {
    zone: 'Europe/Paris',
    from: '2026-10-24',
    to: '2026-10-27',
    before: '2026-10-24T07:00:00.000Z',
    after: '2026-10-26T08:00:00.000Z',
    night: '2026-10-25',
    nightHours: 5,
  },
  {
    zone: 'America/New_York',
    from: '2026-03-07',
    to: '2026-03-10',
    before: '2026-03-07T14:00:00.000Z',
    after: '2026-03-09T13:00:00.000Z',
    night: '2026-03-08',
    nightHours: 3,
  },
  {
    zone: 'Australia/Sydney',
    from: '2026-10-03',
    to: '2026-10-06',
    before: '2026-10-02T23:00:00.000Z',
    after: '2026-10-04T22:00:00.000Z',
    night: '2026-10-04',
    nightHours: 3,
  },
  {
    zone: 'Africa/Cairo',
    from: '2026-04-23',
    to: '2026-04-26',
    before: '2026-04-23T07:00:00.000Z',
    after: '2026-04-25T06:00:00.000Z',
    // 00:00 does not exist that night: the window starts at 01:00.
    night: '2026-04-24',
    nightHours: 3,
  },
  {
    zone: 'Europe/Istanbul',
    from: '2026-03-28',
    to: '2026-03-31',
    before: '2026-03-28T06:00:00.000Z',
    after: '2026-03-30T06:00:00.000Z',
    night: '2026-03-29',
    nightHours: 4,
  },
  {
    zone: 'Asia/Shanghai',
    from: '2026-03-07',
    to: '2026-03-10',
    before: '2026-03-07T01:00:00.000Z',
    after: '2026-03-09T01:00:00.000Z',
    night: '2026-03-08',
    nightHours: 4,
  },
] as const;

describe(generateSlots.name, () => {
  describe.each(ZONES)('in $zone', ({ zone, from, to, before, after, night, nightHours }) => {
    // The range is wide in UTC; the advisor's dates inside it are those of the table.
    const range = { from: utc(`${from}T00:00:00+14:00`), to: utc(`${to}T00:00:00-12:00`) };

    it("offers 09:00 on the advisor's clock every day, before and after the change", () => {
      const slots = request({ timeZone: zone, ...range });
      const dates = new Set(slots.map((slot) => wallClock(slot.start, zone).slice(0, 10)));
      expect(slots.map((slot) => wallClock(slot.start, zone).slice(11))).toEqual(
        Array(dates.size).fill('09:00'),
      );
      expect(dates.size).toBeGreaterThanOrEqual(3);
      expect(starts(slots)).toContain(before);
      expect(starts(slots)).toContain(after);
    });

    it('makes a window across the night of the change as long as it really is', () => {
      const slots = request({
        timeZone: zone,
        weekly: daily('00:00', '04:00'),
        type: sessionType({ durationMinutes: 60 }),
        from: utc(`${night}T00:00:00+14:00`),
        to: utc(`${night}T23:59:00-12:00`),
      });
      const tonight = slots.filter((slot) => wallClock(slot.start, zone).startsWith(night));
      const first = Date.parse(tonight[0]!.start);
      const lastEnd = Date.parse(tonight[tonight.length - 1]!.end);
      expect((lastEnd - first) / HOUR_MS).toBe(nightHours);
      // Starts every 15 real minutes, one hour each, none on a wall time the clocks skipped.
      expect(tonight).toHaveLength(nightHours * 4 - 3);
      for (const slot of tonight) {
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(HOUR_MS);
      }
    });
  });

  it('shows each start once on a fall-back night, both 01:30s included', () => {
    const zone = 'America/New_York';
    const slots = request({
      timeZone: zone,
      weekly: daily('01:00', '02:00'),
      type: sessionType({ durationMinutes: 30 }),
      from: utc('2026-11-01T00:00:00Z'),
      to: utc('2026-11-02T00:00:00Z'),
    });
    // 01:00 EDT to 02:00 EST is two real hours: 01:00 … 01:45 twice over, once in each offset.
    expect(starts(slots)).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:15:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T05:45:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:15:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
  });

  it('keeps the minimum notice, counted from now', () => {
    const slots = request({
      timeZone: 'Europe/Istanbul',
      weekly: daily('09:00', '12:00'),
      type: sessionType({ durationMinutes: 30, minimumNoticeHours: 2 }),
      now: utc('2026-06-01T05:50:00Z'), // 08:50 in Istanbul
      from: utc('2026-06-01T00:00:00Z'),
      to: utc('2026-06-02T00:00:00Z'),
    });
    // 10:50 is the earliest: the next step of the grid is 11:00.
    expect(starts(slots)).toEqual([
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T08:15:00.000Z',
      '2026-06-01T08:30:00.000Z',
    ]);
  });

  it("keeps a new session's buffers clear of a booking's time and buffers", () => {
    // Booked 10:00–11:00 Paris with 15 minutes after: the advisor is held 10:00–11:15.
    const booked: Interval = {
      start: Date.parse('2026-06-01T08:00:00Z'),
      end: Date.parse('2026-06-01T09:15:00Z'),
    };
    const slots = request({
      timeZone: 'Europe/Paris',
      weekly: daily('09:00', '12:30'),
      type: sessionType({ durationMinutes: 30, bufferBeforeMinutes: 10, bufferAfterMinutes: 5 }),
      from: utc('2026-06-01T00:00:00Z'),
      to: utc('2026-06-02T00:00:00Z'),
      busy: [booked],
    });
    expect(slots.map((slot) => wallClock(slot.start, 'Europe/Paris').slice(11))).toEqual([
      '09:00',
      '09:15',
      // 09:30 would end with its 5 minutes at 10:05; 11:15 would start its 10 minutes at 11:05.
      '11:30',
      '11:45',
      '12:00',
    ]);
  });

  it('leaves out days off, counted in the advisor zone, and starts outside the range', () => {
    const slots = request({
      timeZone: 'Asia/Shanghai',
      weekly: daily('09:00', '10:00', [1, 2, 3, 4, 5]),
      exceptions: [{ startDate: '2026-06-02', endDate: '2026-06-03', reason: 'Dragon Boat' }],
      from: utc('2026-06-01T00:00:00+08:00'),
      to: utc('2026-06-05T09:00:00+08:00'),
    });
    // Monday 1, then Thursday 4; Friday's 09:00 is the range's end, not inside it.
    expect(starts(slots)).toEqual(['2026-06-01T01:00:00.000Z', '2026-06-04T01:00:00.000Z']);
  });

  it('offers nothing on a weekday without hours', () => {
    const slots = request({
      timeZone: 'Europe/Madrid',
      weekly: daily('09:00', '17:00', [1]),
      from: utc('2026-06-02T00:00:00Z'),
      to: utc('2026-06-08T00:00:00Z'),
    });
    expect(slots).toEqual([]);
  });
});
