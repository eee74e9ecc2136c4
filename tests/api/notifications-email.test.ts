import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import request from 'supertest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import {
  NOTIFICATION_UNSUBSCRIBE_PATH,
  type NotificationUnsubscribeResult,
} from '../../shared/notifications/notification-email';
import { NOTIFICATION_MESSAGES } from '../../shared/notifications/notification-messages';
import { defaultNotificationPreferences } from '../../shared/notifications/notification-preferences';
import { defaultSettings } from '../../shared/sync/settings-document';
import { NotificationEmails } from '../../api/src/notifications/email/notification-emails.service';
import { type SmtpTestServer, startSmtpTestServer } from '../harness/smtp-test-server';
import { notificationClient, notify } from './notification-test-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const addressOf = (sub: string) => `${sub.replace(/\W/g, '')}@example.com`;
const application = { type: 'application_update', priority: 'normal' } as const;

/**
 * The e-mail channel of notifications against a real SMTP server on loopback, with two API
 * instances on one database (as behind a load balancer).
 */
describe('Notification e-mails', () => {
  let smtp: SmtpTestServer;
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let users = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const env = {
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://study.example.com',
      NOTIFICATION_EMAIL_RETRY_DELAY_MS: '20',
    };
    [first, second] = await Promise.all([
      startRealtimeTestServer(env),
      startRealtimeTestServer(env),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await smtp.close();
  });

  /** A signed-in student (their first call records the account and its address). */
  async function student(settings: { language?: string; emailUpdates?: boolean } = {}) {
    const client = await notificationClient(first, `auth0|mail-${(users += 1)}`);
    expect((await client.preferences()).status).toBe(200);
    if (settings.language || settings.emailUpdates === false) {
      const base = defaultSettings(client.sub);
      const document = {
        ...base,
        display: { ...base.display, language: settings.language ?? 'en' },
        notifications: { ...base.notifications, emailUpdates: settings.emailUpdates ?? true },
      };
      const device = await syncDevice(first, client.sub);
      const answer = await device.push('settings', [{ newDocumentState: document }]);
      expect(answer).toEqual({ status: 200, body: [] });
    }
    return { ...client, address: addressOf(client.sub) };
  }

  const unsubscribePath = (header: string | undefined) => {
    const url = new URL(/^<(.+)>$/.exec(header ?? '')?.[1] ?? 'missing:');
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://study.example.com${NOTIFICATION_UNSUBSCRIBE_PATH}`,
    );
    return `${url.pathname}${url.search}`;
  };
  /** The one mail `address` received (failing when there are none or several). */
  const onlyMailTo = (address: string) => {
    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  const oneClick = (target: string) =>
    request(first.testApp.http).post(target).type('form').send('List-Unsubscribe=One-Click');

  it('mails in English with a text part, an HTML part and one-click unsubscribe headers', async () => {
    const ada = await student();
    const result = await notify(first, ada.sub, {
      ...application,
      title: 'Offer received',
      message: 'The University of Helsinki made you an offer.',
      actionUrl: '/dashboard/applications',
    });
    expect(await result.email).toBe('sent');
    const mail = onlyMailTo(ada.address);
    expect(mail.to).toEqual([ada.address]);
    expect(mail.parsed.subject).toBe('Applications: Offer received');
    expect(mail.parsed.text).toContain(en['notifications.email.intro']);
    expect(mail.parsed.text).toContain('The University of Helsinki made you an offer.');
    expect(mail.parsed.text).toContain('https://study.example.com/dashboard/applications');
    expect(mail.parsed.html).toContain('<h1 style="font-size:1.25rem">Offer received</h1>');
    expect(mail.parsed.html).toContain('lang="en" dir="ltr"');
    expect(mail.header('Content-Language')).toBe('en');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribePath(mail.header('List-Unsubscribe'))).toMatch(
      /\?token=[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });

  it("mails in the user's language from their synced settings (Arabic, right to left)", async () => {
    const layla = await student({ language: 'ar' });
    const result = await notify(first, layla.sub, { ...application, title: 'قبول' });
    expect(await result.email).toBe('sent');
    const mail = onlyMailTo(layla.address);
    expect(mail.parsed.subject).toBe(`${ar['notifications.email.category.applications']}: قبول`);
    expect(mail.parsed.text).toContain(ar['notifications.email.intro']);
    expect(mail.parsed.html).toContain('lang="ar" dir="rtl"');
    expect(mail.parsed.html).toContain(ar['notifications.email.open']);
    expect(mail.header('Content-Language')).toBe('ar');
  });

  it('sends nothing when the preferences switch e-mail off for the category', async () => {
    const bo = await student();
    const { categories, quietHours, timeZone } = defaultNotificationPreferences(bo.sub);
    categories.applications = { inApp: true, push: true, email: false };
    expect((await bo.savePreferences({ categories, quietHours, timeZone })).status).toBe(200);
    const result = await notify(first, bo.sub, application);
    expect(result.email).toBeNull();
    expect(result.notification).not.toBeNull();
    // Categories off by default (messages) send nothing either.
    expect((await notify(first, bo.sub, { type: 'message' })).email).toBeNull();
    await first.testApp.app.get(NotificationEmails).settled();
    expect(smtp.mailsTo(bo.address)).toEqual([]);
  });

  it('mails a category whose in-app channel is off, without storing it in the inbox', async () => {
    const lou = await student();
    const { categories, quietHours, timeZone } = defaultNotificationPreferences(lou.sub);
    categories.courses = { inApp: false, push: false, email: true };
    expect((await lou.savePreferences({ categories, quietHours, timeZone })).status).toBe(200);
    const result = await notify(first, lou.sub, { type: 'course_update', title: 'Fees changed' });
    expect(result.notification).toBeNull();
    expect(await result.email).toBe('sent');
    expect(onlyMailTo(lou.address).parsed.subject).toBe('Programs: Fees changed');
    expect((await lou.unreadCount()).body.count).toBe(0);
  });

  it('holds e-mail back in quiet hours unless the notification is urgent', async () => {
    const kit = await student();
    const { categories, timeZone } = defaultNotificationPreferences(kit.sub);
    const quietHours = { enabled: true, start: '22:00', end: '07:00' };
    expect((await kit.savePreferences({ categories, quietHours, timeZone })).status).toBe(200);
    const night = new Date('2026-03-02T23:30:00Z');
    const held = await notify(first, kit.sub, { ...application, title: 'At night' }, night);
    expect(held.plan.quietHours).toBe(true);
    expect(held.email).toBeNull();
    const urgent = await notify(
      first,
      kit.sub,
      { ...application, priority: 'urgent', title: 'Urgent at night' },
      night,
    );
    expect(await urgent.email).toBe('sent');
    expect(onlyMailTo(kit.address).parsed.subject).toBe('Applications: Urgent at night');
  });

  it('sends nothing to a user who switched "Email updates" off in their settings', async () => {
    const cy = await student({ emailUpdates: false });
    expect(await (await notify(first, cy.sub, application)).email).toBe('not-wanted');
    expect(smtp.mailsTo(cy.address)).toEqual([]);
  });

  it('still mails a critical category, without an unsubscribe header', async () => {
    const dee = await student({ emailUpdates: false });
    const { categories, quietHours, timeZone } = defaultNotificationPreferences(dee.sub);
    categories.security = { inApp: false, push: false, email: false };
    expect((await dee.savePreferences({ categories, quietHours, timeZone })).status).toBe(200);
    const result = await notify(first, dee.sub, {
      type: 'system',
      category: 'security',
      priority: 'high',
      title: 'New sign-in to your account',
    });
    expect(await result.email).toBe('sent');
    const mail = onlyMailTo(dee.address);
    expect(mail.parsed.subject).toBe('Security: New sign-in to your account');
    expect(mail.parsed.text).toContain(
      en['notifications.email.reasonCritical'].replace('{category}', 'Security'),
    );
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
  });

  it('switches e-mail off for the category on the one-click POST, and then mails nothing', async () => {
    const eve = await student();
    expect(await (await notify(first, eve.sub, application)).email).toBe('sent');
    const target = unsubscribePath(onlyMailTo(eve.address).header('List-Unsubscribe'));

    const answer = await oneClick(target);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      category: 'applications',
      email: false,
    } satisfies NotificationUnsubscribeResult);
    const saved = (await eve.preferences()).body;
    expect(saved.categories.applications).toEqual({ inApp: true, push: true, email: false });
    expect(saved.categories.reminders).toEqual({ inApp: true, push: true, email: false });

    const after = await notify(second, eve.sub, application);
    expect(after.email).toBeNull();
    expect(after.notification).not.toBeNull();
    // A second click, sent as multipart/form-data as RFC 8058 prefers, is answered the same.
    const again = await request(first.testApp.http)
      .post(target)
      .field('List-Unsubscribe', 'One-Click');
    expect(again.status).toBe(200);
    expect(smtp.mailsTo(eve.address)).toHaveLength(1);
  });

  it('answers 400 with a clear message for a missing, malformed or forged token', async () => {
    const forged = await new SignJWT({ pur: 'notification-email-unsubscribe', cat: 'messages' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('auth0|mail-1')
      .sign(new TextEncoder().encode('not the server key, not the server key'));
    const targets = [
      NOTIFICATION_UNSUBSCRIBE_PATH,
      `${NOTIFICATION_UNSUBSCRIBE_PATH}?token=`,
      `${NOTIFICATION_UNSUBSCRIBE_PATH}?token=nonsense`,
      `${NOTIFICATION_UNSUBSCRIBE_PATH}?token=${forged}`,
      `${NOTIFICATION_UNSUBSCRIBE_PATH}?token=a&token=b`,
    ];
    for (const target of targets) {
      const answer = await oneClick(target);
      expect({ target, status: answer.status, message: answer.body.message }).toEqual({
        target,
        status: 400,
        message: NOTIFICATION_MESSAGES.unsubscribeLinkInvalid,
      });
    }
  });

  it('mails a notification once when both instances deliver it at the same time', async () => {
    const fay = await student();
    const email = {
      id: `race-${randomBytes(4).toString('hex')}`,
      userId: fay.sub,
      category: 'applications' as const,
      title: 'Raced',
      message: 'Delivered by two instances at once',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? second : first).testApp.app.get(NotificationEmails).send(email),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'claimed-elsewhere')).toHaveLength(9);
    expect(smtp.mailsTo(fay.address)).toHaveLength(1);
  });

  it('mails each of many parallel notifications exactly once across instances', async () => {
    const gus = await student();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        notify(index % 2 ? second : first, gus.sub, { ...application, title: `Update ${index}` }),
      ),
    );
    expect(await Promise.all(results.map((result) => result.email))).toEqual(
      Array.from({ length: 12 }, () => 'sent'),
    );
    const subjects = smtp.mailsTo(gus.address).map((mail) => mail.parsed.subject);
    expect(subjects.sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `Applications: Update ${index}`).sort(),
    );
  });

  it('retries a refused send and records the outcome, without holding up notify', async () => {
    const hal = await student();
    smtp.refuse(hal.address, 1);
    const result = await notify(first, hal.sub, application);
    expect(result.notification).not.toBeNull();
    expect(await result.email).toBe('sent');
    expect(smtp.mailsTo(hal.address)).toHaveLength(1);
    const mails = first.testApp.db.collection('notification_mails');
    expect(await mails.findOne({ _id: result.notification!.id as never })).toMatchObject({
      status: 'sent',
      attempts: 2,
    });

    const ivy = await student();
    smtp.refuse(ivy.address, Infinity, '550 5.1.1 Mailbox unavailable');
    const failing = await notify(first, ivy.sub, application);
    expect(await failing.email).toBe('failed');
    expect(smtp.mailsTo(ivy.address)).toEqual([]);
    const record = await mails.findOne({ _id: failing.notification!.id as never });
    expect(record).toMatchObject({ status: 'failed', attempts: 3 });
    expect(record?.error).toContain('Mailbox unavailable');
  });
});

describe('Notification e-mails without SMTP_URL', () => {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'studyabroad-notification-mail-'));
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer({ MAIL_CAPTURE_DIR: mailDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('writes the mail as an .eml file in the capture folder', async () => {
    const jo = await notificationClient(server, 'auth0|captured');
    expect((await jo.preferences()).status).toBe(200);
    const result = await notify(server, jo.sub, { ...application, title: 'Captured offer' });
    expect(await result.email).toBe('sent');
    const files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(mailDir, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${addressOf(jo.sub)}`);
    expect(eml).toContain('Subject: Applications: Captured offer');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
  });
});
