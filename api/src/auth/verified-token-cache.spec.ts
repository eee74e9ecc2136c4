import { TOKEN_CLOCK_TOLERANCE_S } from '../../../shared/constants';
import { VerifiedTokenCache } from './verified-token-cache';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

describe(VerifiedTokenCache.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('checks a token once for a burst of calls, and each token and issuer apart', async () => {
    const cache = new VerifiedTokenCache<{ sub: string; exp: number }>();
    const verify = jest.fn(async () => ({ sub: 'a', exp: seconds(NOW) + 3600 }));
    for (let call = 0; call < 3; call++) await cache.verify('token-a', 'https://issuer/', verify);
    expect(verify).toHaveBeenCalledTimes(1);
    await cache.verify('token-b', 'https://issuer/', verify);
    await cache.verify('token-a', 'https://other-issuer/', verify);
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('checks again once the token has expired (with the tolerance) or after a minute', async () => {
    const cache = new VerifiedTokenCache<{ exp: number }>();
    const shortLived = jest.fn(async () => ({ exp: seconds(NOW) + 10 }));
    await cache.verify('short', 'iss', shortLived);
    jest.setSystemTime(NOW + (10 + TOKEN_CLOCK_TOLERANCE_S) * 1000 - 1);
    await cache.verify('short', 'iss', shortLived);
    expect(shortLived).toHaveBeenCalledTimes(1);
    jest.setSystemTime(NOW + (10 + TOKEN_CLOCK_TOLERANCE_S) * 1000);
    await cache.verify('short', 'iss', shortLived);
    expect(shortLived).toHaveBeenCalledTimes(2);

    jest.setSystemTime(NOW);
    const longLived = jest.fn(async () => ({ exp: seconds(NOW) + 3600 }));
    await cache.verify('long', 'iss', longLived);
    jest.setSystemTime(NOW + 60_000);
    await cache.verify('long', 'iss', longLived);
    expect(longLived).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing of a token that fails its check', async () => {
    const cache = new VerifiedTokenCache<{ exp: number }>();
    const refuse = jest.fn(async (): Promise<{ exp: number }> => {
      throw new Error('bad signature');
    });
    await expect(cache.verify('forged', 'iss', refuse)).rejects.toThrow('bad signature');
    await expect(cache.verify('forged', 'iss', refuse)).rejects.toThrow('bad signature');
    expect(refuse).toHaveBeenCalledTimes(2);
  });
});
