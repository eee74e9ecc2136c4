import ar from '../../../locales/ar.json';
import {
  ADVISOR_MESSAGE_EXCERPT_LENGTH,
  advisorMessageText,
  deadlineReminderText,
  newDeviceSignInText,
} from './generated-texts';

const AT = new Date('2026-11-23T22:30:00Z');

describe('the texts of the notifications the server writes', () => {
  it('tells of a new device in the reader’s language, at their local time, with the address', () => {
    expect(newDeviceSignInText({ language: 'en', timeZone: 'UTC' }, AT, '203.0.113.7')).toEqual({
      title: 'New sign-in to your account',
      message:
        'Your account was signed in to from a new device (203.0.113.7) on November 23, 2026 at 10:30 PM. If this was not you, change your password.',
    });
    // Istanbul is three hours ahead: the next day there.
    const turkish = newDeviceSignInText({ language: 'tr', timeZone: 'Europe/Istanbul' }, AT);
    expect(turkish.title).toBe('Hesabınıza yeni bir oturum açıldı');
    expect(turkish.message).toContain('24 Kasım 2026 01:30');
    expect(turkish.message).not.toContain('{');
  });

  it('reminds of a deadline in Arabic with the date written the Arabic way', () => {
    const text = deadlineReminderText(
      { language: 'ar', timeZone: 'Asia/Dubai' },
      '7d',
      'Data Science',
      new Date('2026-11-30T23:00:00Z'),
    );
    expect(text.title).toBe(ar['notifications.generated.deadline.7d.title']);
    // 03:00 on 1 December in Dubai.
    const date = new Intl.DateTimeFormat('ar', {
      dateStyle: 'long',
      timeZone: 'Asia/Dubai',
    }).format(new Date('2026-11-30T23:00:00Z'));
    expect(text.message).toBe(`Data Science: يُغلق باب التقديم في ${date}.`);
    expect(date).toContain('ديسمبر');
  });

  it('says one day or seven days as the reminder is', () => {
    const reader = { language: 'en', timeZone: 'UTC' } as const;
    const deadline = new Date('2026-12-01T12:00:00Z');
    expect(deadlineReminderText(reader, '1d', 'Law', deadline)).toEqual({
      title: 'Application deadline in 1 day',
      message: 'Law: applications close on December 1, 2026.',
    });
    expect(deadlineReminderText(reader, '7d', 'Law', deadline).title).toBe(
      'Application deadline in 7 days',
    );
  });

  it("quotes an advisor's message under a title in the reader's language, cut when long", () => {
    const reader = { language: 'ar', timeZone: 'Africa/Cairo' } as const;
    expect(advisorMessageText(reader, 'أهلا')).toEqual({
      title: ar['notifications.generated.advisorMessage.title'],
      message: 'أهلا',
    });
    const long = advisorMessageText(
      reader,
      'x'.repeat(ADVISOR_MESSAGE_EXCERPT_LENGTH + 50),
    ).message;
    expect(long).toHaveLength(ADVISOR_MESSAGE_EXCERPT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
