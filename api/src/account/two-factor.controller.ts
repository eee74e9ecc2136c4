import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type ConfirmTwoFactorInput,
  confirmTwoFactorSchema,
  type DisableTwoFactorInput,
  disableTwoFactorSchema,
  type RecoveryCodes,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '../../../shared/account/two-factor';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AccountTwoFactorService } from './account-two-factor.service';

/** /api/me/two-factor: the signed-in user's own two-factor authentication (shared/account). */
@OwnData()
@Controller('me/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: AccountTwoFactorService) {}

  @Get()
  status(@CurrentPrincipal() principal: Principal): Promise<TwoFactorStatus> {
    return this.twoFactor.status(principal);
  }

  @Post('enrolment')
  start(@CurrentPrincipal() principal: Principal): Promise<TwoFactorEnrolment> {
    return this.twoFactor.start(principal);
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  confirm(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(confirmTwoFactorSchema)) input: ConfirmTwoFactorInput,
  ): Promise<RecoveryCodes> {
    return this.twoFactor.confirm(principal, input.code);
  }

  @Post('disable')
  @HttpCode(204)
  disable(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(disableTwoFactorSchema)) input: DisableTwoFactorInput,
    @Req() request: Request,
  ): Promise<void> {
    return this.twoFactor.disable(principal, input, {
      ip: request.ip,
      userAgent: request.get('user-agent'),
    });
  }
}
