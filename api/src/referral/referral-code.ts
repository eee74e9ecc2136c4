import { createHmac } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A student's referral code: the first 50 bits of an HMAC of their id under the platform's
 * secret, in base 32. The same on every instance and every call (no stored state to race on),
 * and it does not reveal the id.
 */
export function referralCodeOf(secret: string, userId: string): string {
  const digest = createHmac('sha256', secret).update(userId).digest();
  let code = '';
  for (let bit = 0; code.length < 10; bit += 5) {
    const byte = bit >> 3;
    const pair = (digest[byte]! << 8) | (digest[byte + 1] ?? 0);
    code += BASE32[(pair >> (11 - (bit & 7))) & 31];
  }
  return code;
}
