import { getModelToken } from '@nestjs/mongoose';
import { type Model } from 'mongoose';
import { NumberedStream } from '../../api/src/common/numbered-stream';
import { STREAM_HEAD_MODEL, type StreamHead } from '../../api/src/common/numbered-stream.schema';
import {
  REFERRAL_SIGN_UP_MODEL,
  type ReferralSignUp,
} from '../../api/src/referral/referral-sign-up.schema';
import { createTestApp, type TestApp } from '../harness/test-app';

/** A numbered stream over one of the product's stream collections (the referral sign-ups). */
describe('NumberedStream.readAfter (embedded database)', () => {
  let testApp: TestApp;
  let entries: Model<ReferralSignUp>;
  let stream: NumberedStream<ReferralSignUp>;

  beforeAll(async () => {
    testApp = await createTestApp();
    entries = testApp.app.get(getModelToken(REFERRAL_SIGN_UP_MODEL));
    const heads = testApp.app.get<Model<StreamHead>>(getModelToken(STREAM_HEAD_MODEL));
    stream = new NumberedStream(entries, heads);
  });

  afterAll(() => testApp.close());

  const at = new Date('2026-11-24T09:00:00.000Z');
  const append = (name: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => stream.append(name, { referredKey: `k${i}`, at })),
    );
  const seqs = (found: ReferralSignUp[]) => found.map((entry) => entry.seq);
  /** The entry lookups `read` makes (the head hint's read is a separate model). */
  async function lookups<T>(read: () => Promise<T>): Promise<{ result: T; count: number }> {
    const spy = jest.spyOn(entries, 'findById');
    try {
      const result = await read();
      return { result, count: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  }

  it('answers the entries after a number, in order, up to a maximum', async () => {
    await append('ordered', 7);
    expect(seqs(await stream.readAfter('ordered', 0))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seqs(await stream.readAfter('ordered', 3))).toEqual([4, 5, 6, 7]);
    expect(seqs(await stream.readAfter('ordered', 0, 2))).toEqual([1, 2]);
    expect(seqs(await stream.readAfter('ordered', 5, 10))).toEqual([6, 7]);
    expect(await stream.readAfter('ordered', 7)).toEqual([]);
    expect(await stream.readAfter('ordered', 0, 0)).toEqual([]);
    expect(await stream.readAfter('never-written', 0)).toEqual([]);
  });

  it('spends one lookup when nothing is new, and none past the end otherwise', async () => {
    await append('counted', 120);
    expect(await lookups(() => stream.readAfter('counted', 120))).toEqual({
      result: [],
      count: 1,
    });
    const some = await lookups(() => stream.readAfter('counted', 117));
    expect(seqs(some.result)).toEqual([118, 119, 120]);
    expect(some.count).toBe(4);
    const all = await lookups(() => stream.readAfter('counted', 0));
    expect(seqs(all.result)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(all.count).toBe(121);
  });

  it('reads past a head hint that lags behind entries written without raising it', async () => {
    await append('lagging', 3);
    // Entries 4 to 40 stored as a writer that stopped before raising the hint leaves them.
    await entries.insertMany(
      Array.from({ length: 37 }, (_, i) => ({
        _id: NumberedStream.entryId('lagging', 4 + i),
        stream: 'lagging',
        seq: 4 + i,
        referredKey: `late${i}`,
        at,
      })),
    );
    expect(seqs(await stream.readAfter('lagging', 0))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(seqs(await stream.readAfter('lagging', 38))).toEqual([39, 40]);
  });
});
