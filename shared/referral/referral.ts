/**
 * Referral (spec §1 dashboard sections, issue 15 item 5): every student has a personal link; a
 * visitor who opens it and then creates an account counts as the student's sign-up, shown in the
 * overview. The link carries a code, not the student's id.
 */
import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from './referral-link';

export const REFERRAL_MESSAGES = {
  invalidCode: 'This referral link is not valid.',
  ownCode: 'Your own referral link does not count for you.',
  notNewAccount: 'Referral links count only for new accounts.',
  alreadyReferred: 'This account already joined through another referral link.',
} as const;

export const referralCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(REFERRAL_CODE_PATTERN, { error: REFERRAL_MESSAGES.invalidCode });

export const referralClaimSchema = z.strictObject({ code: referralCodeSchema });
export type ReferralClaim = z.infer<typeof referralClaimSchema>;

/** What a claim did: counted now, or counted already by an earlier call of the same account. */
export const referralClaimResultSchema = z.object({ counted: z.literal(true) });
export type ReferralClaimResult = z.infer<typeof referralClaimResultSchema>;

/** The student's own link and how many accounts were created through it. */
export const referralSummarySchema = z.object({
  code: z.string().regex(REFERRAL_CODE_PATTERN),
  signUps: z.number().int().min(0),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
