import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { REFERRAL_CLAIM_WINDOW_MS } from '../../../shared/referral/referral-link';
import {
  REFERRAL_MESSAGES,
  type ReferralClaimResult,
  type ReferralSummary,
} from '../../../shared/referral/referral';
import { ApiException } from '../common/api-exception';
import { SecretStore } from '../leads/storage/secret-store.service';
import { referralCodeOf } from './referral-code';
import { ReferralRepository } from './referral.repository';

/** The platform secret the codes and the accounts' keyed hashes are derived with. */
const REFERRAL_SECRET = 'referral-codes';

/** The fields of the caller's stored record a claim looks at. */
export interface ClaimingAccount {
  _id: string;
  createdAt: Date;
}

/**
 * Referral links and the sign-ups they brought (issue 15 item 5). A new account claims the code
 * it arrived with once signed in; it counts for one link only, within REFERRAL_CLAIM_WINDOW_MS
 * of its creation, never for its own. Counts are of distinct accounts, so a claim repeated after
 * a lost answer (or by two tabs at once) is counted once.
 */
@Injectable()
export class ReferralService {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly secrets: SecretStore,
  ) {}

  async summary(userId: string): Promise<ReferralSummary> {
    const code = referralCodeOf(await this.secrets.get(REFERRAL_SECRET), userId);
    await this.referrals.ensureOwner(code, userId);
    const counted = await this.referrals.countedFor(userId);
    return { code, signUps: new Set(counted).size };
  }

  async claim(account: ClaimingAccount, code: string, now: Date): Promise<ReferralClaimResult> {
    if (now.getTime() - account.createdAt.getTime() > REFERRAL_CLAIM_WINDOW_MS) {
      throw new ApiException(403, REFERRAL_MESSAGES.notNewAccount);
    }
    const referrerId = await this.referrals.ownerOf(code);
    if (!referrerId) throw new ApiException(422, REFERRAL_MESSAGES.invalidCode);
    if (referrerId === account._id) throw new ApiException(422, REFERRAL_MESSAGES.ownCode);
    const referredKey = createHmac('sha256', await this.secrets.get(REFERRAL_SECRET))
      .update(`referred:${account._id}`)
      .digest('base64url');
    if ((await this.referrals.claim(referredKey, referrerId, now)) !== referrerId) {
      throw new ApiException(409, REFERRAL_MESSAGES.alreadyReferred);
    }
    // A repeat finds itself counted; a claim whose first call stopped before counting counts now.
    if (!(await this.referrals.countedFor(referrerId)).includes(referredKey)) {
      await this.referrals.count(referrerId, referredKey, now);
    }
    return { counted: true };
  }

  /** Forgets a deleted account's code, so its link no longer counts for anyone. */
  async forget(userId: string): Promise<void> {
    await this.referrals.forgetOwner(
      referralCodeOf(await this.secrets.get(REFERRAL_SECRET), userId),
    );
  }
}
