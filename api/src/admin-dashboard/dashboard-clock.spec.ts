import { dashboardMoments } from './dashboard-clock';

describe(dashboardMoments.name, () => {
  it('starts today at midnight in the admin’s zone, which may be yesterday in UTC', () => {
    const moments = dashboardMoments(new Date('2026-03-10T22:30:00.000Z'), 'Europe/Istanbul');
    expect(moments).toEqual({
      now: '2026-03-10T22:30:00.000Z',
      todayStart: '2026-03-10T21:00:00.000Z',
      weekStart: '2026-03-04T21:00:00.000Z',
      overdueBefore: '2026-03-09T22:30:00.000Z',
    });
  });

  it('counts seven calendar days across a daylight-saving change', () => {
    // New York moved to daylight time on 8 March 2026: midnight before it is 05:00 UTC, after 04:00.
    const moments = dashboardMoments(new Date('2026-03-10T15:00:00.000Z'), 'America/New_York');
    expect(moments.todayStart).toBe('2026-03-10T04:00:00.000Z');
    expect(moments.weekStart).toBe('2026-03-04T05:00:00.000Z');
  });
});
