import request from 'supertest';
import { UsedProofSweeper } from '../../api/src/leads/bot-check/used-proof-sweeper.service';
import { USED_PROOFS_COLLECTION } from '../../api/src/leads/bot-check/altcha-verifier.service';
import { createTestApp, type TestApp } from '../harness/test-app';
import { contactMessage, LEADS_TEST_ENV, solvedProof, submit } from './leads-fixtures';

const CONTACT_PATH = '/api/public/contact-messages';

describe('Lead capture: used-proof cleanup and the program guide', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(LEADS_TEST_ENV);
  });
  afterAll(() => testApp.close());

  const usedProofs = () =>
    testApp.db.collection<{ _id: string; expiresAt?: Date }>(USED_PROOFS_COLLECTION);

  it('sweeps spent proofs whose challenge expired and keeps the live ones refusing replays', async () => {
    const proof = await solvedProof(testApp.http);
    expect((await submit(testApp.http, CONTACT_PATH, contactMessage(), { proof })).status).toBe(
      201,
    );
    await usedProofs().insertOne({ _id: 'expired-nonce', expiresAt: new Date(Date.now() - 1000) });

    const deleted = await testApp.app.get(UsedProofSweeper).sweep();

    expect(deleted).toBe(1);
    expect(await usedProofs().findOne({ _id: 'expired-nonce' })).toBeNull();
    const replay = await submit(testApp.http, CONTACT_PATH, contactMessage(), { proof });
    expect(replay.status).toBe(400);
  });

  it('serves the printable guide in each language from the catalogue', async () => {
    const english = await request(testApp.http).get('/api/public/guides/en').expect(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('Steps to apply');
    expect(english.text.match(/<table>/g)).toHaveLength(3);

    const arabic = await request(testApp.http).get('/api/public/guides/ar').expect(200);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('خطوات التقديم');
  });

  it('answers 404 for a language it does not speak', async () => {
    const response = await request(testApp.http).get('/api/public/guides/xx').expect(404);
    expect(response.body).toMatchObject({ message: 'The requested resource was not found.' });
  });
});
