import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { seal, unseal } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

const STEP_MS = 30_000;

describe('matchingStep', () => {
  const secret = newTotpSecret();
  const at = new Date(1_800_000_000_000);
  const step = Math.floor(at.getTime() / STEP_MS);
  const codeAt = (time: number) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time });

  it('finds the step of a code within one step of drift either way, and no further', () => {
    expect(matchingStep(secret, codeAt(at.getTime()), at)).toBe(step);
    expect(matchingStep(secret, codeAt(at.getTime() - STEP_MS), at)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(at.getTime() + STEP_MS), at)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(at.getTime() + 2 * STEP_MS), at)).toBeNull();
  });

  it('names the account and the secret in the URI an app scans', () => {
    expect(otpauthUri(secret, 'ada@example.com')).toMatch(
      new RegExp(`^otpauth://totp/.*ada%40example.com\\?.*secret=${secret}`),
    );
  });
});

describe('secret box and recovery codes', () => {
  it('seals a secret so that only the key opens it', () => {
    const key = randomBytes(32);
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => unseal(randomBytes(32), sealed)).toThrow();
  });

  it('makes ten distinct codes, hashed alike however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const [code] = codes as [string];
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(` ${code.toUpperCase().replace('-', '')} `)).toBe(
      hashRecoveryCode(code),
    );
  });
});
