import { calendarRange, stepRange } from './calendar-range';

describe(calendarRange.name, () => {
  it("spans a day or a week of the advisor's calendar, across a change of clocks", () => {
    expect(calendarRange('2026-03-29', 'day', 'Europe/Madrid')).toEqual({
      days: ['2026-03-29'],
      from: '2026-03-28T23:00:00.000Z',
      // Summer time begins that night: the day is 23 hours long.
      to: '2026-03-29T22:00:00.000Z',
    });
    const week = calendarRange('2026-11-02', 'week', 'Australia/Sydney');
    expect(week.days).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]);
    expect(week.from).toBe('2026-11-01T13:00:00.000Z');
    expect(week.to).toBe('2026-11-08T13:00:00.000Z');
  });

  it('steps by the length of the view', () => {
    expect(stepRange('2026-03-01', 'day', -1)).toBe('2026-02-28');
    expect(stepRange('2026-03-01', 'week', 1)).toBe('2026-03-08');
  });
});
