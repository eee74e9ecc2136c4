/** Waiting and retrying for the auth module (spec §4, §8, §9), kept free of the browser for tests. */

export class AuthTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthTimeoutError';
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or an AuthTimeoutError carrying `message` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthTimeoutError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `attempt` once, then once more after each of `delaysMs` while `shouldRetry` accepts the
 * error; the last error is thrown. `attempt` receives the attempt number (0 first).
 */
export async function retryWithDelays<T>(
  attempt: (index: number) => Promise<T>,
  delaysMs: readonly number[],
  shouldRetry: (error: unknown) => boolean,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt(index);
    } catch (error) {
      if (index >= delaysMs.length || !shouldRetry(error)) throw error;
      await wait(delaysMs[index] ?? 0);
    }
  }
}
