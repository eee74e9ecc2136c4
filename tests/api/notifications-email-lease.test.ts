import { randomBytes, randomUUID } from 'node:crypto';
import { NotificationEmails } from '../../api/src/notifications/email/notification-emails.service';
import {
  type NotificationEmail,
  NotificationMailClaimsRepository,
} from '../../api/src/notifications/email/notification-mail-claims.repository';
import { NotificationMailSweepJob } from '../../api/src/notifications/email/notification-mail-sweep.job';
import { type SmtpTestServer, startSmtpTestServer } from '../harness/smtp-test-server';
import { notificationClient, notify } from './notification-test-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const addressOf = (sub: string) => `${sub.replace(/\W/g, '')}@example.com`;
const MINUTE_MS = 60_000;
/** Long enough that a lease renewed on the real clock outlasts every sweep time the tests use. */
const LEASE_MS = 60 * MINUTE_MS;
const RETRY_DELAY_MS = 15_000;

/**
 * A notification mail whose sender died after claiming it (issue 12): its lease expires and the
 * sweep of exactly one instance sends it, once, to a real SMTP server on loopback; two API
 * instances share one database, as behind a load balancer.
 */
describe('Notification e-mails left "sending" by a process that died', () => {
  let smtp: SmtpTestServer;
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let users = 0;
  /**
   * Each sweep runs in a minute of its own (a few minutes ahead of the real clock), so one test's
   * job-run claims never stop another's; a lease renewed by a sender outlasts them all.
   */
  let minutesAhead = 0;
  const sweepMinute = () => Date.now() + (minutesAhead += 2) * MINUTE_MS;
  /** When the dead process claimed its mails: its leases expired long ago. */
  const claimedLongAgo = () => new Date(Date.now() - 2 * LEASE_MS);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const env = {
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://study.example.com',
      // Long enough for another instance to take a waiting sender's mail over (the last test).
      NOTIFICATION_EMAIL_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
      NOTIFICATION_EMAIL_LEASE_MS: String(LEASE_MS),
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

  const claimsOf = (server: RealtimeTestServer) =>
    server.testApp.app.get(NotificationMailClaimsRepository);
  const sweepOf = (server: RealtimeTestServer) => server.testApp.app.get(NotificationMailSweepJob);
  const settled = () =>
    Promise.all(
      [first, second].map((server) => server.testApp.app.get(NotificationEmails).settled()),
    );
  const mailState = (id: string) =>
    first.testApp.db.collection('notification_mails').findOne({ _id: id as never });
  const leaseOf = (id: string) =>
    first.testApp.db.collection('notification_mail_leases').findOne({ _id: id as never });

  /** A student with an address on record, and a mail to them claimed by a process that then died. */
  async function mailLeftBehind(
    claimedAt: Date,
  ): Promise<{ address: string; email: NotificationEmail }> {
    const client = await notificationClient(first, `auth0|lease-${(users += 1)}`);
    expect((await client.preferences()).status).toBe(200);
    const email: NotificationEmail = {
      id: randomUUID(),
      userId: client.sub,
      category: 'applications',
      title: `Offer received ${users}`,
      message: 'The University of Helsinki made you an offer.',
      actionUrl: '/dashboard/applications',
    };
    // What NotificationEmails.send writes before its first try; the process dies right after.
    const leaseUntil = new Date(claimedAt.getTime() + LEASE_MS);
    expect(await claimsOf(first).claim(email.id, email, claimedAt, leaseUntil)).toBe(true);
    return { address: addressOf(client.sub), email };
  }

  it('sends the mail once when two instances sweep the same minute, and never again', async () => {
    const claimedAt = claimedLongAgo();
    const { address, email } = await mailLeftBehind(claimedAt);
    expect((await mailState(email.id))?.status).toBe('sending');

    // Within the lease the sender may still be alive: nothing is taken over.
    const early = new Date(claimedAt.getTime() + LEASE_MS - MINUTE_MS);
    expect(await sweepOf(first).run(early)).toBe(0);

    const expired = new Date(sweepMinute());
    const swept = await Promise.all([sweepOf(first).run(expired), sweepOf(second).run(expired)]);
    // One instance holds the minute's run; the other skips it.
    expect(swept.sort()).toEqual([1, undefined]);
    await settled();

    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe(`Applications: ${email.title}`);
    expect(mails[0]!.parsed.text).toContain(email.message);
    expect(await mailState(email.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await leaseOf(email.id)).toBeNull();

    // Later sweeps on either instance find nothing left to send.
    await Promise.all([
      sweepOf(first).run(new Date(sweepMinute())),
      sweepOf(second).run(new Date(sweepMinute())),
    ]);
    await settled();
    expect(smtp.mailsTo(address)).toHaveLength(1);
  });

  it('sends the mail once when two instances sweep overlapping minutes at the same time', async () => {
    const { address, email } = await mailLeftBehind(claimedLongAgo());
    // Different minutes: both runs go ahead, and the take-over claim decides who sends.
    const swept = await Promise.all([
      sweepOf(first).run(new Date(sweepMinute())),
      sweepOf(second).run(new Date(sweepMinute())),
    ]);
    expect(swept.sort()).toEqual([0, 1]);
    await settled();
    expect(smtp.mailsTo(address)).toHaveLength(1);
    expect(await mailState(email.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends many left-behind mails exactly once each when both instances sweep', async () => {
    const left = await Promise.all(
      Array.from({ length: 6 }, () => mailLeftBehind(claimedLongAgo())),
    );
    const swept = await Promise.all([
      sweepOf(first).run(new Date(sweepMinute())),
      sweepOf(second).run(new Date(sweepMinute())),
    ]);
    expect((swept[0] ?? 0) + (swept[1] ?? 0)).toBe(left.length);
    await settled();
    for (const { address, email } of left) {
      expect(smtp.mailsTo(address)).toHaveLength(1);
      expect((await mailState(email.id))?.status).toBe('sent');
    }
  });

  it('leaves no lease behind a mail sent normally, so the sweep never resends it', async () => {
    const client = await notificationClient(first, `auth0|lease-${(users += 1)}`);
    expect((await client.preferences()).status).toBe(200);
    const result = await notify(first, client.sub, {
      type: 'application_update',
      priority: 'normal',
      title: 'Interview invitation',
    });
    expect(await result.email).toBe('sent');
    const id = result.notification!.id;
    expect(await leaseOf(id)).toBeNull();
    await Promise.all([
      sweepOf(first).run(new Date(sweepMinute())),
      sweepOf(second).run(new Date(sweepMinute())),
    ]);
    await settled();
    expect(smtp.mailsTo(addressOf(client.sub))).toHaveLength(1);
  });

  it('a sender whose lease was taken over while it waited to retry stops without sending again', async () => {
    const client = await notificationClient(first, `auth0|lease-${(users += 1)}`);
    expect((await client.preferences()).status).toBe(200);
    const address = addressOf(client.sub);
    smtp.refuse(address, 1);
    const result = await notify(first, client.sub, {
      type: 'application_update',
      priority: 'normal',
      title: 'Scholarship decision',
    });
    const id = result.notification!.id;
    // The first try was refused; the sender now waits RETRY_DELAY_MS before its second.
    await until(async () => (await mailState(id))?.attempts === 1);
    // Seen from a clock past its lease (as if the sender had stalled that long), the other
    // instance takes the mail over and sends it.
    const pastLease = new Date(Date.now() + 2 * LEASE_MS);
    expect(await sweepOf(second).run(pastLease)).toBe(1);
    await second.testApp.app.get(NotificationEmails).settled();
    expect(smtp.mailsTo(address)).toHaveLength(1);
    // The first sender wakes, finds its lease taken over and stops.
    expect(await result.email).toBe('claimed-elsewhere');
    expect(smtp.mailsTo(address)).toHaveLength(1);
    expect(await mailState(id)).toMatchObject({ status: 'sent', attempts: 2 });
  }, 120_000);
});

/** Resolves once `condition` holds, checking every few milliseconds. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}
