import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../shared/account/two-factor';

/** No 0/o, 1/l/i: a code is read off paper and typed back. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

const randomPart = () =>
  Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten new recovery codes (`xxxxx-xxxxx`, about 50 random bits each), shown to the user once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

/**
 * What is stored of a recovery code: the SHA-256 of it as typed in any case, with or without the
 * hyphen. The codes are random enough that a plain hash cannot be reversed by guessing.
 */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
