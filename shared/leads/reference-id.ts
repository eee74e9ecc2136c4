/**
 * Reference IDs of submissions: `SA-XXXX-XXXX` from an alphabet without look-alike characters
 * (no 0/O, 1/I/L, U), random rather than counted (DESIGN.md decision 1): 30^8 ≈ 6.6e11 values,
 * and the database's unique `_id` turns the rare collision into a retry.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_ID_PATTERN = /^SA-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** Builds a reference ID from 8 random bytes (crypto.getRandomValues or randomBytes). */
export function formatReferenceId(randomBytes: Uint8Array): string {
  const chars = Array.from(randomBytes.slice(0, 8), (byte) => {
    return REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  });
  return `SA-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}`;
}
