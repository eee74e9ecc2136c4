import { createHash, randomBytes } from 'node:crypto';
import { formatApiKey } from '../../../shared/api-keys/api-key-format';

/** A new key value from the system's cryptographic source (see api-key-format.ts). */
export function newApiKeySecret(): string {
  // 48 bytes leave room for the few that base62's rejection sampling skips; a shortfall
  // (under 1 in 10^9) just draws again.
  for (;;) {
    try {
      return formatApiKey(randomBytes(48));
    } catch {
      continue;
    }
  }
}

/**
 * What is stored instead of a key: its SHA-256. A key is 178 random bits, so a fast hash is
 * enough (nothing to brute-force, unlike a password), and the hash doubles as the `_id` the
 * partner API looks a key up by (DESIGN.md decision 10: only `_id` reads use an index).
 */
export function apiKeyHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
