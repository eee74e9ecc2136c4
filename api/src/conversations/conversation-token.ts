import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A visitor's conversation token: 32 random bytes, base64url. Only its hash is stored. */
export function newConversationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConversationToken(token) };
}

export function hashConversationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares in constant time, so answer times reveal nothing about the stored hash. */
export function tokenMatches(token: string | undefined, hash: string | undefined): boolean {
  if (!token || !hash) return false;
  const given = Buffer.from(hashConversationToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
