import { sessionReminderText } from './session-reminder-text';

const session = {
  advisorName: 'Lina Advisor',
  typeName: 'Intro call',
  start: new Date('2026-05-10T09:00:00Z'),
};

describe(sessionReminderText.name, () => {
  it("writes the reminder in the reader's language with the time on their clock", () => {
    const english = sessionReminderText(
      { language: 'en', timeZone: 'America/New_York' },
      '24h',
      session,
    );
    expect(english.title).toBe('Your session starts in 24 hours');
    expect(english.message).toContain('Intro call with Lina Advisor');
    expect(english.message).toContain('5:00');

    const arabic = sessionReminderText({ language: 'ar', timeZone: 'Africa/Cairo' }, '1h', session);
    expect(arabic.title).toBe('تبدأ جلستك بعد ساعة واحدة');
    expect(arabic.message).toContain('Lina Advisor');
  });
});
