import { REFERRAL_CLAIM_WINDOW_MS } from '../../../../shared/referral/referral-link';
import { forgetPendingReferral, pendingReferral, rememberReferralFrom } from './pending-referral';

/** The browser's localStorage as far as the pending referral uses it (jest runs in Node). */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the referral code a visitor arrived with', () => {
  const now = Date.UTC(2026, 10, 24, 9);
  const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: memoryStorage(),
      configurable: true,
    });
  });
  afterAll(() => {
    if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keeps a valid code from the link, whatever its case, until it is forgotten', () => {
    rememberReferralFrom('?lang=ar&ref=ABCDEFGH23', now);
    expect(pendingReferral(now)).toBe('abcdefgh23');
    forgetPendingReferral();
    expect(pendingReferral(now)).toBeUndefined();
  });

  it('ignores pages opened without a code or with a malformed one, keeping the last good one', () => {
    rememberReferralFrom('?ref=abcdefgh23', now);
    for (const search of ['', '?ref=', '?ref=abc', '?ref=abcdefgh19', '?ref=<script>']) {
      rememberReferralFrom(search, now + 1);
    }
    expect(pendingReferral(now + 1)).toBe('abcdefgh23');
  });

  it('the latest link wins', () => {
    rememberReferralFrom('?ref=abcdefgh23', now);
    rememberReferralFrom('?ref=zzzzzzzzzz', now + 1);
    expect(pendingReferral(now + 1)).toBe('zzzzzzzzzz');
  });

  it('drops a code older than the claim window', () => {
    rememberReferralFrom('?ref=abcdefgh23', now);
    expect(pendingReferral(now + REFERRAL_CLAIM_WINDOW_MS)).toBe('abcdefgh23');
    expect(pendingReferral(now + REFERRAL_CLAIM_WINDOW_MS + 1)).toBeUndefined();
    expect(pendingReferral(now)).toBeUndefined();
  });
});
