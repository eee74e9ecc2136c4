/**
 * The shape of a partner API key (issue 16 item 4), after GitHub's tokens: a fixed prefix that
 * names the product, 30 random base62 characters and a 6-character base62 CRC-32 of them. The
 * prefix lets secret scanners find a leaked key in code or logs; the checksum lets them (and the
 * API, before any database read) tell a real key from a random string of the same look.
 *
 *   sapk_<30 random base62><6 base62 CRC-32 of the random part>
 */

export const API_KEY_PREFIX = 'sapk_';
export const API_KEY_RANDOM_LENGTH = 30;
export const API_KEY_CHECKSUM_LENGTH = 6;
export const API_KEY_LENGTH =
  API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH + API_KEY_CHECKSUM_LENGTH;

/** What a scanner looks for (also the partner's header is checked against it). */
export const API_KEY_PATTERN = /^sapk_[0-9A-Za-z]{36}$/;

/** How many characters of a key the admin screen shows to tell keys apart: prefix + 6. */
export const API_KEY_DISPLAY_LENGTH = API_KEY_PREFIX.length + 6;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const CRC32_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as zlib) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i += 1) {
    crc = CRC32_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** `value` in base62, left-padded with zeros to `width` characters. */
function base62(value: number, width: number): string {
  let text = '';
  let rest = value;
  while (rest > 0) {
    text = BASE62[rest % 62]! + text;
    rest = Math.floor(rest / 62);
  }
  return text.padStart(width, '0');
}

export function apiKeyChecksum(random: string): string {
  return base62(crc32(random), API_KEY_CHECKSUM_LENGTH);
}

/**
 * A new key from `randomBytes` (at least 30 bytes of a cryptographic source). Each byte picks one
 * base62 character by rejection (bytes 248 and above are skipped), so every character is uniform.
 */
export function formatApiKey(randomBytes: Uint8Array): string {
  let random = '';
  for (const byte of randomBytes) {
    if (byte >= 248) continue;
    random += BASE62[byte % 62];
    if (random.length === API_KEY_RANDOM_LENGTH) break;
  }
  if (random.length < API_KEY_RANDOM_LENGTH)
    throw new Error('formatApiKey: not enough random bytes');
  return `${API_KEY_PREFIX}${random}${apiKeyChecksum(random)}`;
}

/** Whether `key` has the prefix, the length and a matching checksum. */
export function isWellFormedApiKey(key: string): boolean {
  if (!API_KEY_PATTERN.test(key)) return false;
  const random = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH);
  return key.slice(-API_KEY_CHECKSUM_LENGTH) === apiKeyChecksum(random);
}

/** The part of a key that may be shown and stored in clear, to recognise it later. */
export function apiKeyDisplayPrefix(key: string): string {
  return key.slice(0, API_KEY_DISPLAY_LENGTH);
}
