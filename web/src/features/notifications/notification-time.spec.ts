import { groupByDay, relativeTime } from './notification-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it("says 'Just now' under a minute", () => {
    expect(relativeTime(ago(59_000), now, 'en', 'UTC')).toEqual({ kind: 'justNow' });
  });

  it('counts whole minutes under an hour, in the language asked', () => {
    expect(relativeTime(ago(5 * 60_000 + 30_000), now, 'en', 'UTC')).toEqual({
      kind: 'minutes',
      text: '5 minutes ago',
    });
    expect(relativeTime(ago(5 * 60_000), now, 'fr', 'UTC')).toEqual({
      kind: 'minutes',
      text: 'il y a 5 minutes',
    });
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now, 'en', 'UTC')).toEqual({
      kind: 'hours',
      text: '23 hours ago',
    });
  });

  it("gives the date as 'MMM d, yyyy' from a day on", () => {
    expect(relativeTime(ago(24 * 3_600_000), now, 'en', 'UTC')).toEqual({
      kind: 'date',
      text: 'Mar 9, 2026',
    });
  });

  it('never says a time in the future', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now, 'en', 'UTC')).toEqual({
      kind: 'justNow',
    });
  });
});

describe('groupByDay', () => {
  const item = (iso: string) => ({ createdAt: iso });

  it('groups newest first into Today, Yesterday and then each date', () => {
    const items = [
      item('2026-03-10T11:00:00Z'),
      item('2026-03-10T00:10:00Z'),
      item('2026-03-09T23:00:00Z'),
      item('2026-03-07T09:00:00Z'),
      item('2026-03-07T08:00:00Z'),
    ];
    const groups = groupByDay(items, now, 'en', 'UTC');
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      [{ kind: 'today' }, 2],
      [{ kind: 'yesterday' }, 1],
      [{ kind: 'date', text: 'Mar 7, 2026' }, 2],
    ]);
  });

  it("counts days in the user's time zone", () => {
    // 23:30 UTC on the 9th is already the 10th in Istanbul (UTC+3).
    const groups = groupByDay([item('2026-03-09T23:30:00Z')], now, 'en', 'Europe/Istanbul');
    expect(groups[0]?.label).toEqual({ kind: 'today' });
    expect(groupByDay([item('2026-03-09T23:30:00Z')], now, 'en', 'UTC')[0]?.label).toEqual({
      kind: 'yesterday',
    });
  });

  it('has no groups for no items', () => {
    expect(groupByDay([], now, 'en', 'UTC')).toEqual([]);
  });
});
