import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter } from './rate-limiter-store';

const options = { keyPrefix: 'rate:spec', points: 2, windowSeconds: 60 };

async function outcomes(consume: () => Promise<unknown>, times: number): Promise<string[]> {
  const results = [];
  for (let i = 0; i < times; i += 1) {
    results.push(
      await consume().then(
        () => 'allowed',
        (error: unknown) => (error instanceof RateLimiterRes ? 'limited' : 'failed'),
      ),
    );
  }
  return results;
}

describe(createRateLimiter.name, () => {
  it('counts in process without Redis', async () => {
    const limiter = createRateLimiter(options, null);
    expect(await outcomes(() => limiter.consume('a'), 3)).toEqual([
      'allowed',
      'allowed',
      'limited',
    ]);
  });

  it('keeps limiting in process, never failing, while Redis is not connected', async () => {
    // Never connected: the state of a client whose Redis went away.
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true });
    const limiter = createRateLimiter(options, redis);
    expect(await outcomes(() => limiter.consume('a'), 3)).toEqual([
      'allowed',
      'allowed',
      'limited',
    ]);
    redis.disconnect();
  });
});
