const DUPLICATE_KEY = 11000;

/** Whether a write failed only because a unique key (usually `_id`) already exists. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}
