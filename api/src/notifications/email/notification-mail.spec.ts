import fr from '../../../../locales/fr.json';
import { notificationMail, type NotificationMailInput } from './notification-mail';

const input = (overrides: Partial<NotificationMailInput> = {}): NotificationMailInput => ({
  to: 'ada@example.com',
  language: 'en',
  category: 'courses',
  critical: false,
  title: 'Program <updated>',
  message: 'The deadline moved.\nApply by 1 May & bring "documents".',
  origin: 'https://study.example.com',
  unsubscribeUrl: 'https://study.example.com/api/notifications/unsubscribe?token=t',
  ...overrides,
});

describe(notificationMail.name, () => {
  it('says the same in the text and the HTML part, the HTML escaped', () => {
    const mail = notificationMail(input({ actionUrl: '/course/42' }));
    expect(mail.subject).toBe('Programs: Program <updated>');
    expect(mail.text).toContain('Program <updated>');
    expect(mail.text).toContain('Open in the app: https://study.example.com/course/42');
    expect(mail.text).toContain('https://study.example.com/dashboard/settings');
    expect(mail.html).toContain('<h1 style="font-size:1.25rem">Program &#60;updated&#62;</h1>');
    expect(mail.html).toContain('Apply by 1 May &#38; bring &#34;documents&#34;.');
    expect(mail.html).toContain('href="https://study.example.com/course/42"');
    expect(mail.html).not.toContain('<updated>');
  });

  it('links to the inbox without an actionUrl and keeps an absolute https one', () => {
    expect(notificationMail(input()).text).toContain(
      'https://study.example.com/dashboard/notifications',
    );
    const external = notificationMail(input({ actionUrl: 'https://uni.example.org/offer' }));
    expect(external.text).toContain('https://uni.example.org/offer');
  });

  it('carries the one-click unsubscribe headers and says how to stop these mails', () => {
    const mail = notificationMail(input({ language: 'fr' }));
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://study.example.com/api/notifications/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const category = fr['notifications.email.category.courses'];
    expect(mail.subject).toBe(`${category} : Program <updated>`);
    expect(mail.text).toContain(
      fr['notifications.email.unsubscribeNote'].replace('{category}', category),
    );
  });

  it('has no unsubscribe header for a critical category, and says why it is sent', () => {
    const mail = notificationMail(
      input({ category: 'security', critical: true, unsubscribeUrl: undefined }),
    );
    expect(mail.headers).toBeUndefined();
    expect(mail.text).toContain('“Security” messages keep your account safe');
    expect(mail.text).not.toContain('Unsubscribe');
  });
});
