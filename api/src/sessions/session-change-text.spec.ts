import { sessionChangeText } from './session-change-text';

const session = {
  advisorName: 'Lina Advisor',
  typeName: 'Intro call',
  start: new Date('2026-05-10T09:00:00Z'),
};

describe(sessionChangeText.name, () => {
  it("tells each change in the reader's language with the time on their clock", () => {
    const moved = sessionChangeText(
      { language: 'en', timeZone: 'Asia/Shanghai' },
      'moved',
      session,
    );
    expect(moved.title).toBe('Your session was moved by your advisor');
    expect(moved.message).toContain('Intro call with Lina Advisor now takes place');
    expect(moved.message).toContain('5:00');

    const canceled = sessionChangeText(
      { language: 'ar', timeZone: 'Africa/Cairo' },
      'canceled',
      session,
    );
    expect(canceled.title).toBe('ألغى مستشارك جلستك');
    expect(canceled.message).toContain('Lina Advisor');
  });
});
