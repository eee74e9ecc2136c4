import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { AdvisorReplyEmails } from '../../api/src/conversations/advisor-reply-emails';
import {
  AdvisorReplyMailClaimsRepository,
  replyMailId,
} from '../../api/src/conversations/advisor-reply-mail-claims.repository';
import { AdvisorReplyMailSweepJob } from '../../api/src/conversations/advisor-reply-mail-sweep.job';
import { type Role } from '../../shared/auth/roles';
import { type VisitorConversationRequestInput } from '../../shared/conversations/chat-contact';
import {
  CONVERSATION_TOKEN_HEADER,
  createdConversationSchema,
} from '../../shared/conversations/conversation';
import { type SmtpTestServer, startSmtpTestServer } from '../harness/smtp-test-server';
import { ROLES_CLAIM } from './auth-token-helpers';
import { context, LEADS_TEST_ENV, solvedProof } from './leads-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const VISITOR = '/api/public/conversations';
const ADVISOR = '/api/admin/conversations';
const RACERS = 8;

/**
 * An advisor's reply e-mailed to a visitor who is not reading the chat (issue 14 item 5), against
 * a real SMTP server on loopback, with two API instances on one database.
 */
describe('Advisor reply e-mails', () => {
  let smtp: SmtpTestServer;
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    env = {
      ...LEADS_TEST_ENV,
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://study.example.com',
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000',
      ADVISOR_REPLY_EMAIL_DELAY_MS: '100',
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

  const emails = (server: RealtimeTestServer) => server.testApp.app.get(AdvisorReplyEmails);
  const settled = () => Promise.all([emails(first).settled(), emails(second).settled()]);

  /** A visitor's conversation handed off and taken by a new advisor, who replies `text`. */
  async function repliedConversation(
    contact: Partial<VisitorConversationRequestInput['contact']>,
    language: 'en' | 'ar',
    text: string,
    replier = first,
  ) {
    const http = request(replier.testApp.http);
    const botCheck = await solvedProof(replier.testApp.http);
    const created = await http.post(VISITOR).send({
      contact: { fullName: 'Layla Hassan', contactConsent: true, ...contact },
      timeZone: 'Africa/Cairo',
      ...context(),
      language,
      sourcePage: '/',
      botCheck,
    });
    expect(created.status).toBe(201);
    const { conversation, token } = createdConversationSchema.parse(created.body);
    const handoff = await http
      .post(`${VISITOR}/${conversation.id}/messages`)
      .set(CONVERSATION_TOKEN_HEADER, token)
      .send({ clientId: randomUUID(), choice: 'handoff' });
    expect(handoff.status).toBe(201);
    const sub = `advisor|${randomUUID()}`;
    const admin: Role = 'admin';
    const auth = `Bearer ${await replier.tokens.sign({ sub, [ROLES_CLAIM]: [admin] }, { issuer: replier.issuer })}`;
    expect(
      (await http.post(`${ADVISOR}/${conversation.id}/take`).set('Authorization', auth)).status,
    ).toBe(200);
    const reply = await http
      .post(`${ADVISOR}/${conversation.id}/messages`)
      .set('Authorization', auth)
      .send({ clientId: randomUUID(), text });
    expect(reply.status).toBe(201);
    const seq = reply.body.messages[0].seq as number;
    return { conversationId: conversation.id, token, seq };
  }

  it('mails an unread reply exactly once when two instances race to send it, in Arabic', async () => {
    const address = `layla-${randomUUID()}@example.com`;
    const text = 'مرحبا ليلى، ملفك مكتمل.\nسنتواصل معك غدا.';
    const reply = await repliedConversation({ email: address }, 'ar', text);
    const outcomes = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        emails(index % 2 ? second : first).sendIfUnread(reply),
      ),
    );
    // The reply's own scheduled mail races them too: of them all, one claim wins and mails.
    await settled();
    expect(outcomes.filter((outcome) => outcome === 'sent').length).toBeLessThanOrEqual(1);
    expect(
      outcomes.filter((outcome) => outcome !== 'sent' && outcome !== 'claimed-elsewhere'),
    ).toEqual([]);
    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe(ar['conversations.email.subject']);
    expect(mail.parsed.text).toContain(
      ar['conversations.email.intro'].replace('{name}', 'Layla Hassan'),
    );
    expect(mail.parsed.text).toContain('ملفك مكتمل');
    expect(mail.parsed.text).toContain('https://study.example.com/?chat=open');
    expect(mail.parsed.html).toContain('lang="ar" dir="rtl"');
    expect(mail.parsed.html).toContain('سنتواصل معك غدا.');
    expect(mail.header('Content-Language')).toBe('ar');
  });

  it('mails an unread reply on its own once the delay has passed, in English', async () => {
    const address = `ada-${randomUUID()}@example.com`;
    await repliedConversation({ email: address }, 'en', 'Your documents look fine.');
    await settled();
    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe(en['conversations.email.subject']);
    expect(mails[0]!.parsed.text).toContain('Your documents look fine.');
  });

  it('sends nothing to a visitor who left only a messaging-app id', async () => {
    const reply = await repliedConversation(
      { messagingApp: 'whatsapp', messagingId: '+201000000000' },
      'en',
      'Hello there.',
    );
    expect(await emails(second).sendIfUnread(reply)).toBe('not-wanted');
    await settled();
    expect(smtp.received.filter((mail) => mail.parsed.text?.includes('Hello there.'))).toEqual([]);
  });

  it('sends nothing once the visitor has read the reply in the widget', async () => {
    const address = `kit-${randomUUID()}@example.com`;
    const reply = await repliedConversation({ email: address }, 'en', 'Seen in the chat.');
    const read = await request(second.testApp.http)
      .post(`${VISITOR}/${reply.conversationId}/read`)
      .set(CONVERSATION_TOKEN_HEADER, reply.token)
      .send({ upTo: reply.seq });
    expect(read.status).toBe(200);
    expect(await emails(second).sendIfUnread(reply)).toBe('read');
    await settled();
    expect(smtp.mailsTo(address)).toEqual([]);
  });

  it('mails a reply whose instance stopped during the wait, from another instance, once', async () => {
    const hour = 3_600_000;
    const stopping = await startRealtimeTestServer({
      ...env,
      ADVISOR_REPLY_EMAIL_DELAY_MS: String(hour),
    });
    const address = `noor-${randomUUID()}@example.com`;
    await repliedConversation({ email: address }, 'en', 'Sent before a restart.', stopping);
    // The process stops (its test app's own close would also drop the shared database).
    await stopping.stop();
    expect(smtp.mailsTo(address)).toEqual([]);

    const sweep = second.testApp.app.get(AdvisorReplyMailSweepJob);
    // Not yet due: nothing goes.
    await sweep.run(new Date(Date.now() + 60_000));
    expect(smtp.mailsTo(address)).toEqual([]);
    await sweep.run(new Date(Date.now() + hour + 60_000));
    await sweep.run(new Date(Date.now() + hour + 120_000));
    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('Sent before a restart.');
  });

  it('mails a reply whose sender died mid-send once, from the sweep of one of two instances', async () => {
    const hour = 3_600_000;
    const dying = await startRealtimeTestServer({
      ...env,
      ADVISOR_REPLY_EMAIL_DELAY_MS: String(hour),
    });
    const address = `sami-${randomUUID()}@example.com`;
    const reply = await repliedConversation({ email: address }, 'en', 'Sent by a survivor.', dying);
    // What the sender writes before its first try, a day ago; then its process dies.
    const claimedAt = new Date(Date.now() - 24 * hour);
    const claims = dying.testApp.app.get(AdvisorReplyMailClaimsRepository);
    const leaseUntil = new Date(claimedAt.getTime() + 60_000);
    const key = { conversationId: reply.conversationId, seq: reply.seq };
    expect(await claims.claim(replyMailId(key), key, claimedAt, leaseUntil)).toBe(true);
    await dying.stop();
    expect(smtp.mailsTo(address)).toEqual([]);

    // Both instances sweep (different minutes, so both runs go ahead), days later: the take-over
    // claim lets one of them mail it, and the queued entry finds the mail claimed already.
    const later = Date.now() + 3 * 24 * hour;
    await Promise.all([
      second.testApp.app.get(AdvisorReplyMailSweepJob).run(new Date(later)),
      first.testApp.app.get(AdvisorReplyMailSweepJob).run(new Date(later + 60_000)),
    ]);
    await settled();
    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('Sent by a survivor.');
    const record = await first.testApp.db
      .collection('conversation_reply_mails')
      .findOne({ _id: replyMailId(key) as never });
    expect(record).toMatchObject({ status: 'sent', attempts: 1 });
    expect(
      await first.testApp.db
        .collection('conversation_reply_mail_leases')
        .findOne({ _id: replyMailId(key) as never }),
    ).toBeNull();
  });

  it('tries again when the mail server refuses, within the bounded attempts', async () => {
    const address = `bo-${randomUUID()}@example.com`;
    smtp.refuse(address, 2);
    const reply = await repliedConversation({ email: address }, 'en', 'Third time lucky.');
    await settled();
    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    const claim = await first.testApp.db
      .collection('conversation_reply_mails')
      .findOne({ _id: `${reply.conversationId}:${reply.seq}` as never });
    expect(claim).toMatchObject({ status: 'sent', attempts: 3 });
  });
});
