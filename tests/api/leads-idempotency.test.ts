import request from 'supertest';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import { createTestApp, type TestApp } from '../harness/test-app';
import { contactMessage, LEADS_TEST_ENV, newKey, solvedProof } from './leads-fixtures';

const PATH = '/api/public/contact-messages';
const TWINS = 24;
const TRIALS = 10;

/**
 * Issue 9: concurrent replays of one Idempotency-Key on the embedded database, where only the
 * insert of a unique `_id` is atomic (DESIGN.md decision 10).
 */
describe('Lead submissions under concurrent replays', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ ...LEADS_TEST_ENV, LEADS_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => testApp.close());

  const storedCount = (key: string) =>
    testApp.db.collection('contact_messages').countDocuments({ idempotencyKey: key });

  /** Proofs are solved first, so the POSTs themselves leave together. */
  async function fire(bodies: object[], key: string) {
    const proofs = await Promise.all(bodies.map(() => solvedProof(testApp.http)));
    return Promise.all(
      bodies.map((body, index) =>
        request(testApp.http)
          .post(PATH)
          .set('Idempotency-Key', key)
          .send({ ...body, botCheck: proofs[index] }),
      ),
    );
  }

  it(`stores ${TWINS} simultaneous POSTs of one key once, answering one reference, ${TRIALS} times over`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const key = newKey();
      const body = contactMessage({ message: `Trial ${trial}: may I bring my family?` });
      const answers = await fire(
        Array.from({ length: TWINS }, () => body),
        key,
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(TWINS - 1);
      expect(new Set(answers.map((answer) => answer.body.referenceId)).size).toBe(1);
      expect(await storedCount(key)).toBe(1);
    }
  });

  it('refuses the key with another body (422 naming the reuse), keeping the first submission', async () => {
    const key = newKey();
    const [first] = await fire([contactMessage()], key);
    const [reused] = await fire([contactMessage({ message: 'Something else entirely.' })], key);
    expect(first?.status).toBe(201);
    expect(reused?.status).toBe(422);
    expect(reused?.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: LEAD_MESSAGES.idempotencyKeyReused,
    });
    expect(JSON.stringify(reused?.body)).not.toContain(first?.body.referenceId);
    expect(await storedCount(key)).toBe(1);
  });

  it('answers concurrent POSTs of one key with two bodies: one body wins, the other gets 422', async () => {
    const key = newKey();
    const one = contactMessage({ message: 'First version of my question.' });
    const other = contactMessage({ message: 'Second version of my question.' });
    const bodies = Array.from({ length: TWINS }, (_, index) => (index % 2 ? one : other));
    const answers = await fire(bodies, key);
    const accepted = answers.filter((answer) => answer.status < 300);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(accepted).toHaveLength(TWINS / 2);
    expect(refused).toHaveLength(TWINS / 2);
    expect(new Set(accepted.map((answer) => answer.body.referenceId)).size).toBe(1);
    const winner = await testApp.db.collection('contact_messages').findOne({ idempotencyKey: key });
    const winningBody = answers.indexOf(accepted[0]!) % 2 ? one : other;
    expect(winner?.message).toBe(winningBody.message);
    expect(await storedCount(key)).toBe(1);
  });
});
