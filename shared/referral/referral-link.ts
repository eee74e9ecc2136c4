/**
 * A referral link's parts, without the schemas (and zod): the page entry reads the code of a
 * link it was opened with, on every first visit.
 */

/** The query parameter of a referral link, accepted on any page (`/?ref=<code>`). */
export const REFERRAL_PARAM = 'ref';

/** Ten lower-case base-32 characters, derived from the student's id. */
export const REFERRAL_CODE_PATTERN = /^[a-z2-7]{10}$/;

/** A referral counts for an account that claims it within this long of its creation. */
export const REFERRAL_CLAIM_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The link a student shares: the home page of `origin` with their code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?${REFERRAL_PARAM}=${code}`;
}

export const REFERRAL_PATHS = {
  mine: '/api/referrals/me',
  claim: '/api/referrals/claim',
} as const;
