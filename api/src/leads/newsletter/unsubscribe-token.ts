import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<referenceId>.<HMAC-SHA256(referenceId)>`: proves the link came from us without storing tokens. */
export function signUnsubscribeToken(referenceId: string, key: string): string {
  return `${referenceId}.${mac(referenceId, key)}`;
}

/** The reference ID a token unsubscribes, or null when the signature does not match. */
export function readUnsubscribeToken(token: string, key: string): string | null {
  const [referenceId, signature] = token.split('.');
  if (!referenceId || !signature) return null;
  const expected = Buffer.from(mac(referenceId, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? referenceId : null;
}

function mac(referenceId: string, key: string): string {
  return createHmac('sha256', key).update(referenceId).digest('base64url');
}
