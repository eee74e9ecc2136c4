import { createHash } from 'node:crypto';

/**
 * A hash of what a submission asked for, stored with its idempotency claim: a replay must carry
 * the same request, and a key reused with another body is refused (IETF Idempotency-Key draft).
 * Object keys are sorted first, so the same fields in another order hash the same.
 */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Buffer.isBuffer(value))
    return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
