import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type ReferralClaim,
  referralClaimSchema,
  type ReferralClaimResult,
  type ReferralSummary,
} from '../../../shared/referral/referral';
import { OwnData } from '../auth/access.decorator';
import { CurrentUser } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { type UserEntity } from '../users/user.schema';
import { ReferralService } from './referral.service';

/** The caller's referral link and its count, and the claim of the link a new account came by. */
@OwnData()
@Controller('referrals')
export class ReferralController {
  constructor(private readonly referrals: ReferralService) {}

  @Get('me')
  summary(@CurrentUser() user: UserEntity): Promise<ReferralSummary> {
    return this.referrals.summary(user._id);
  }

  @Post('claim')
  @HttpCode(200)
  claim(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(referralClaimSchema)) body: ReferralClaim,
  ): Promise<ReferralClaimResult> {
    return this.referrals.claim(user, body.code, new Date());
  }
}
