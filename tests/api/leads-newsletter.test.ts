import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import fr from '../../locales/fr.json';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '../../shared/leads/newsletter';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { createTestApp, type TestApp } from '../harness/test-app';
import { context, LEADS_TEST_ENV, newKey, submit } from './leads-fixtures';
import { linkIn, mailsTo } from '../harness/mail-capture';

const PATH = '/api/public/newsletter-subscriptions';

/** Newsletter double opt-in at the HTTP level, with mails captured in a folder of the test's own. */
describe('Newsletter subscriptions API', () => {
  let testApp: TestApp;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'studyabroad-test-mail-'));
  let counter = 0;

  beforeAll(async () => {
    testApp = await createTestApp({
      ...LEADS_TEST_ENV,
      LEADS_RATE_LIMIT_PER_MINUTE: '1000',
      MAIL_CAPTURE_DIR: mailDir,
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const newAddress = () => `reader-${(counter += 1)}-${newKey().slice(0, 8)}@example.com`;
  const subscribe = (email: string, overrides: object = {}) =>
    submit(testApp.http, PATH, { email, frequency: 'weekly', ...context(), ...overrides });
  const subscriber = (email: string) =>
    testApp.db.collection('newsletter_subscribers').findOne({ _id: email as never });
  const lastMailTo = (email: string) => mailsTo(mailDir, email).at(-1);

  async function confirmed(email: string): Promise<void> {
    expect((await subscribe(email)).status).toBe(201);
    await request(testApp.http)
      .post(linkIn(lastMailTo(email), NEWSLETTER_CONFIRM_PATH))
      .expect(200);
  }

  async function unsubscribed(email: string): Promise<void> {
    await confirmed(email);
    const link = linkIn(lastMailTo(email), NEWSLETTER_UNSUBSCRIBE_PATH);
    await request(testApp.http).post(link).expect(200);
  }

  it('answers a new, a subscribed and an unsubscribed address alike, with no token', async () => {
    const [fresh, active, gone] = [newAddress(), newAddress(), newAddress()];
    await confirmed(active);
    await unsubscribed(gone);
    const answers = await Promise.all([fresh, active, gone].map((email) => subscribe(email)));
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body)).toEqual(['referenceId']);
      expect(answer.body.referenceId).toMatch(REFERENCE_ID_PATTERN);
      expect(JSON.stringify(answer.body) + JSON.stringify(answer.headers)).not.toMatch(
        /token|unsubscribe|eyJ/i,
      );
    }
    expect(new Set(answers.map((answer) => answer.body.referenceId)).size).toBe(3);
    // Each address's owner, and only they, learns what happened: by a confirmation mail.
    for (const email of [fresh, active, gone]) {
      expect(lastMailTo(email)?.text).toContain(NEWSLETTER_CONFIRM_PATH);
    }
    expect(await subscriber(fresh)).toBeNull();
    expect(await subscriber(gone)).toMatchObject({ status: 'unsubscribed' });
  });

  it('mails a confirmation link in the visitor language that subscribes only on POST', async () => {
    const email = newAddress();
    const answer = await subscribe(email.toUpperCase(), { language: 'fr', frequency: 'monthly' });
    expect(answer.status).toBe(201);
    const [mail, ...others] = mailsTo(mailDir, email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(fr['leads.newsletter.mail.confirmSubject']);
    expect(mail?.language).toBe('fr');
    expect(mail?.html).toContain('dir="ltr"');
    const link = linkIn(mail, NEWSLETTER_CONFIRM_PATH);

    const page = await request(testApp.http).get(link).expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('method="post"');
    expect(page.text).toContain(fr['leads.newsletter.mail.confirmAction']);
    expect(await subscriber(email)).toBeNull();

    await request(testApp.http).post(link).expect(200);
    expect(await subscriber(email)).toMatchObject({
      status: 'active',
      frequency: 'monthly',
      language: 'fr',
      referenceId: answer.body.referenceId,
    });
  });

  it('subscribes once and sends one welcome mail when the confirm link is posted 12 times at once', async () => {
    const email = newAddress();
    expect((await subscribe(email)).status).toBe(201);
    const link = linkIn(lastMailTo(email), NEWSLETTER_CONFIRM_PATH);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => request(testApp.http).post(link)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    // The confirmation mail, then exactly one welcome mail carrying the unsubscribe link.
    const mails = mailsTo(mailDir, email);
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => mail.text.includes(NEWSLETTER_UNSUBSCRIBE_PATH))).toHaveLength(1);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
  });

  it('answers a replay of one key with the same reference and mails once', async () => {
    const email = newAddress();
    const body = { email, frequency: 'weekly', ...context() };
    const key = newKey();
    const first = await submit(testApp.http, PATH, body, { key });
    const replay = await submit(testApp.http, PATH, body, { key });
    expect([first.status, replay.status]).toEqual([201, 200]);
    expect(replay.body).toEqual(first.body);
    expect(mailsTo(mailDir, email)).toHaveLength(1);
  });

  it('unsubscribes on the POST of the welcome mail link, never on its GET', async () => {
    const email = newAddress();
    await confirmed(email);
    const welcome = lastMailTo(email);
    expect(welcome?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const link = linkIn(welcome, NEWSLETTER_UNSUBSCRIBE_PATH);
    expect(welcome?.headers?.['List-Unsubscribe']).toContain(link);

    const page = await request(testApp.http).get(link).expect(200);
    expect(page.text).toContain('method="post"');
    expect(await subscriber(email)).toMatchObject({ status: 'active' });

    await request(testApp.http).post(link).expect(200);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('asks a returning address to confirm again before it is subscribed', async () => {
    const email = newAddress();
    await unsubscribed(email);
    expect((await subscribe(email)).status).toBe(201);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    await request(testApp.http)
      .post(linkIn(lastMailTo(email), NEWSLETTER_CONFIRM_PATH))
      .expect(200);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
  });

  it('refuses forged or missing link tokens with a page in the link language', async () => {
    const email = newAddress();
    await confirmed(email);
    const link = linkIn(lastMailTo(email), NEWSLETTER_UNSUBSCRIBE_PATH);
    const forged = link.replace(/token=[^&]+/, 'token=eyJhbGciOiJIUzI1NiJ9.e30.AAAA');
    for (const target of [forged, `${NEWSLETTER_CONFIRM_PATH}?lang=fr`]) {
      const page = await request(testApp.http).post(target).expect(400);
      expect(page.type).toBe('text/html');
    }
    const french = await request(testApp.http).get(`${NEWSLETTER_CONFIRM_PATH}?lang=fr`);
    expect(french.text).toContain(fr['leads.newsletter.page.invalidTitle']);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
  });

  it('writes every captured mail as .eml beside its .json', () => {
    const names = readdirSync(mailDir);
    const stems = (extension: string) =>
      names
        .filter((name) => name.endsWith(extension))
        .map((name) => path.basename(name, extension));
    expect(stems('.eml').sort()).toEqual(stems('.json').sort());
    // A MIME message with a plain-text part beside the HTML one (DESIGN.md decision 13).
    const eml = readFileSync(
      path.join(
        mailDir,
        names.find((name) => name.endsWith('.eml'))!,
      ),
    );
    expect(eml.toString()).toMatch(/multipart\/alternative[\s\S]*text\/plain[\s\S]*text\/html/);
  });
});
