import { advisorAvailability, answerExpectation } from './office-hours';

const at = (iso: string) => new Date(iso);

describe(advisorAvailability.name, () => {
  it('is open on a weekday between 9:00 and 17:00 in the advisors’ zone', () => {
    // 09:30 in Istanbul (UTC+3) on Tuesday 2026-03-03.
    expect(advisorAvailability(at('2026-03-03T06:30:00Z'), 'Europe/Istanbul')).toEqual({
      open: true,
    });
    // 16:59 there is still open; 17:00 is closed.
    expect(advisorAvailability(at('2026-03-03T13:59:00Z'), 'Europe/Istanbul').open).toBe(true);
    expect(advisorAvailability(at('2026-03-03T14:00:00Z'), 'Europe/Istanbul').open).toBe(false);
  });

  it('opens at 9:00 the same day before opening time', () => {
    expect(advisorAvailability(at('2026-03-03T04:00:00Z'), 'Europe/Istanbul')).toEqual({
      open: false,
      opensAt: at('2026-03-03T06:00:00Z'),
    });
  });

  it('skips the weekend: Friday evening waits for Monday 9:00', () => {
    // Friday 2026-03-06, 23:00 in Istanbul.
    expect(advisorAvailability(at('2026-03-06T20:00:00Z'), 'Europe/Istanbul')).toEqual({
      open: false,
      opensAt: at('2026-03-09T06:00:00Z'),
    });
  });

  it('keeps 9:00 local across a daylight-saving change in the advisors’ zone', () => {
    // Berlin moves to summer time on Sunday 2026-03-29: Saturday 12:00 CET waits for Monday 9:00 CEST.
    expect(advisorAvailability(at('2026-03-28T11:00:00Z'), 'Europe/Berlin')).toEqual({
      open: false,
      opensAt: at('2026-03-30T07:00:00Z'),
    });
    // Back to winter time on Sunday 2026-10-25: Monday 9:00 is 08:00 UTC again.
    expect(advisorAvailability(at('2026-10-24T11:00:00Z'), 'Europe/Berlin')).toEqual({
      open: false,
      opensAt: at('2026-10-26T08:00:00Z'),
    });
  });
});

describe(answerExpectation.name, () => {
  it('tells a visitor in Cairo at 23:00 on Friday to expect Monday at 08:00 their time', () => {
    // Friday 2026-03-06 23:00 in Cairo (UTC+2) is 00:00 Saturday in Istanbul: closed.
    const message = answerExpectation(
      at('2026-03-06T21:00:00Z'),
      'Europe/Istanbul',
      'Africa/Cairo',
      'en',
    );
    expect(message).toEqual({
      key: 'assistant.officeHours.closed',
      values: { day: 'Monday, March 9', time: '08:00' },
    });
  });

  it('names the day and time in the visitor’s language and zone, across their own DST', () => {
    // Advisors in New York; a visitor in Sydney. Friday 2026-04-03 18:00 New York (EDT) is closed;
    // Monday 9:00 EDT is 23:00 Monday in Sydney, whose summer time ends on 2026-04-05.
    const message = answerExpectation(
      at('2026-04-03T22:00:00Z'),
      'America/New_York',
      'Australia/Sydney',
      'fr',
    );
    expect(message.values).toEqual({ day: 'lundi 6 avril', time: '23:00' });
  });

  it('says the advisors are working during office hours', () => {
    expect(
      answerExpectation(at('2026-03-03T08:00:00Z'), 'Europe/Istanbul', 'Asia/Shanghai', 'zh'),
    ).toEqual({
      key: 'assistant.officeHours.open',
    });
  });
});
