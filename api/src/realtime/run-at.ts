/** setTimeout fires at once for delays above this (about 24.8 days) instead of waiting. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Runs `action` once the clock reaches `atMs` (epoch milliseconds; now or in the past runs it on
 * the next turn). A time further away than setTimeout can wait re-arms on the way. Answers a
 * function that cancels it.
 */
export function runAt(atMs: number, action: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = (): void => {
    const remainingMs = atMs - Date.now();
    timer = setTimeout(
      remainingMs > MAX_TIMEOUT_MS ? arm : action,
      Math.max(0, Math.min(remainingMs, MAX_TIMEOUT_MS)),
    );
  };
  arm();
  return () => clearTimeout(timer);
}
