/** The referral calls of the dashboard (shared/referral), behind the bearer token. */
import { REFERRAL_PATHS } from '../../../../../shared/referral/referral-link';
import {
  type ReferralSummary,
  referralSummarySchema,
} from '../../../../../shared/referral/referral';
import { apiRequest } from '../../../data/api-client';

export async function fetchReferralSummary(signal: AbortSignal): Promise<ReferralSummary> {
  return referralSummarySchema.parse(await apiRequest(REFERRAL_PATHS.mine, { signal }));
}

export async function claimReferral(code: string): Promise<void> {
  await apiRequest(REFERRAL_PATHS.claim, { method: 'POST', body: { code } });
}
