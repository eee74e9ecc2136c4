import { REFERRAL_CODE_PATTERN } from '../../../shared/referral/referral-link';
import { referralCodeOf } from './referral-code';

describe('referralCodeOf', () => {
  it('answers the same code for one user and secret, in the link alphabet', () => {
    const code = referralCodeOf('secret-a', 'local|ada');
    expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(referralCodeOf('secret-a', 'local|ada')).toBe(code);
  });

  it('differs across users and across secrets', () => {
    const codes = new Set(
      Array.from({ length: 2_000 }, (_, i) => referralCodeOf('secret-a', `local|user-${i}`)),
    );
    expect(codes.size).toBe(2_000);
    expect(referralCodeOf('secret-b', 'local|ada')).not.toBe(
      referralCodeOf('secret-a', 'local|ada'),
    );
  });
});
