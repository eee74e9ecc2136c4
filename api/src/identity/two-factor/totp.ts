/**
 * TOTP (RFC 6238) through otpauth, and its QR code through qrcode: the only place that knows
 * either library. Codes are 6 digits over 30-second steps with SHA-1, what every authenticator
 * app reads from an otpauth:// URI.
 */
import { Secret, TOTP } from 'otpauth';
import * as QRCode from 'qrcode';
import {
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_PERIOD_S,
} from '../../../../shared/account/two-factor';

const SECRET_BYTES = 20;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: 'Study Abroad',
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });
}

/** A new random secret, base32 as apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

/**
 * The time step `code` belongs to (within the allowed drift of `now`), or null when it matches
 * none. The step, not the code, is what a use claims: the same code cannot be used twice.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp,
    window: TOTP_DRIFT_STEPS,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_S, timestamp }) + delta;
}

/** The QR code of `uri` as an SVG data URL (an <img> on the provider's pages and in the app). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
