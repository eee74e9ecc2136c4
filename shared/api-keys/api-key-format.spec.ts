import { randomBytes } from 'node:crypto';
import {
  API_KEY_LENGTH,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  apiKeyChecksum,
  apiKeyDisplayPrefix,
  crc32,
  formatApiKey,
  isWellFormedApiKey,
} from './api-key-format';

describe('API key format', () => {
  it('computes the IEEE CRC-32 zlib computes', () => {
    // The standard check value of CRC-32/ISO-HDLC.
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('makes keys with the scanner prefix, the fixed length and a matching checksum', () => {
    const keys = Array.from({ length: 200 }, () => formatApiKey(randomBytes(48)));
    for (const key of keys) {
      expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(key).toHaveLength(API_KEY_LENGTH);
      expect(key).toMatch(API_KEY_PATTERN);
      expect(isWellFormedApiKey(key)).toBe(true);
      expect(key.slice(-6)).toBe(apiKeyChecksum(key.slice(5, 35)));
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps bytes to base62 without bias by skipping bytes 248 and above', () => {
    const bytes = new Uint8Array(40).fill(255);
    bytes.set([0, 61, 62, 247], 10);
    expect(() => formatApiKey(bytes)).toThrow('not enough random bytes');
    const all = new Uint8Array(30).map((_, i) => i * 8);
    expect(formatApiKey(all).slice(5, 35)).toBe(
      Array.from(
        all,
        (byte) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[byte % 62],
      ).join(''),
    );
  });

  it('tells a key with one character changed, a wrong prefix or length from a real one', () => {
    const key = formatApiKey(randomBytes(48));
    const swapped = key.slice(0, 10) + (key[10] === 'a' ? 'b' : 'a') + key.slice(11);
    expect(isWellFormedApiKey(swapped)).toBe(false);
    expect(isWellFormedApiKey(`ghp_${key.slice(5)}x`)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key} `)).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('shows only the prefix and six random characters of a key', () => {
    const key = formatApiKey(randomBytes(48));
    expect(apiKeyDisplayPrefix(key)).toBe(key.slice(0, 11));
  });
});
