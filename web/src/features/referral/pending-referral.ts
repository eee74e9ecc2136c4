/**
 * The referral code a visitor arrived with (`?ref=` on any page), kept on the device until an
 * account signed in here has claimed it: sign-up happens on the identity provider's pages, so
 * the code waits in the browser, not in the URL.
 */
import {
  REFERRAL_CLAIM_WINDOW_MS,
  REFERRAL_CODE_PATTERN,
  REFERRAL_PARAM,
} from '../../../../shared/referral/referral-link';

const PENDING_REFERRAL_KEY = 'referral.pending';

interface PendingReferral {
  code: string;
  /** When the link was opened (ms): a code older than the claim window is dropped. */
  at: number;
}

/** Keeps the code of a referral link the page was opened with (the latest link wins). */
export function rememberReferralFrom(search: string, now = Date.now()): void {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim().toLowerCase();
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return;
  try {
    localStorage.setItem(PENDING_REFERRAL_KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage refused (private mode, quota): the link simply does not count.
  }
}

/** The code waiting to be claimed, if any and still within the claim window. */
export function pendingReferral(now = Date.now()): string | undefined {
  try {
    const saved = JSON.parse(
      localStorage.getItem(PENDING_REFERRAL_KEY) ?? 'null',
    ) as Partial<PendingReferral> | null;
    if (typeof saved?.code !== 'string' || typeof saved.at !== 'number') return undefined;
    if (!REFERRAL_CODE_PATTERN.test(saved.code)) return undefined;
    if (now - saved.at > REFERRAL_CLAIM_WINDOW_MS) {
      forgetPendingReferral();
      return undefined;
    }
    return saved.code;
  } catch {
    return undefined;
  }
}

export function forgetPendingReferral(): void {
  try {
    localStorage.removeItem(PENDING_REFERRAL_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
