import { AuthTimeoutError, retryWithDelays, withTimeout } from './auth-retry';

describe('retryWithDelays', () => {
  it('retries twice with the given waits, then gives up with the last error', async () => {
    const waits: number[] = [];
    const attempts: number[] = [];
    const failing = retryWithDelays(
      async (index) => {
        attempts.push(index);
        throw new Error(`attempt ${index}`);
      },
      [1000, 2000],
      () => true,
      async (ms) => void waits.push(ms),
    );
    await expect(failing).rejects.toThrow('attempt 2');
    expect(attempts).toEqual([0, 1, 2]);
    expect(waits).toEqual([1000, 2000]);
  });

  it('stops at an error that is not worth retrying', async () => {
    let calls = 0;
    const failing = retryWithDelays(
      async () => {
        calls++;
        throw new Error('login_required');
      },
      [1000, 2000],
      () => false,
      async () => undefined,
    );
    await expect(failing).rejects.toThrow('login_required');
    expect(calls).toBe(1);
  });

  it('returns the first success', async () => {
    const result = await retryWithDelays(
      async (index) => {
        if (index === 0) throw new Error('flaky');
        return 'ok';
      },
      [1000],
      () => true,
      async () => undefined,
    );
    expect(result).toBe('ok');
  });
});

describe('withTimeout', () => {
  it('rejects with the given message when the promise is too slow', async () => {
    const slow = new Promise(() => undefined);
    await expect(withTimeout(slow, 10, 'User profile request timeout')).rejects.toEqual(
      new AuthTimeoutError('User profile request timeout'),
    );
  });

  it('passes a fast result through', async () => {
    await expect(withTimeout(Promise.resolve(3), 1000, 'late')).resolves.toBe(3);
  });
});
