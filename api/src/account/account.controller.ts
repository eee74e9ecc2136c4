import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type AccountDeletionReceipt,
  type AccountDeletionRequest,
  accountDeletionRequestSchema,
} from '../../../shared/account/account-deletion';
import { accountExportFileName, type AccountExport } from '../../../shared/account/account-export';
import {
  type ChangePasswordForm,
  changePasswordSchema,
} from '../../../shared/account/account-security';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ServesDeletedAccounts } from '../auth/serves-deleted-accounts.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountSecurityService } from './account-security.service';

/** Security and account management of the settings screen (see shared/account). */
@OwnData()
@Controller('me')
export class AccountController {
  constructor(
    private readonly security: AccountSecurityService,
    private readonly exporter: AccountExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Post('password')
  @HttpCode(204)
  changePassword(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(changePasswordSchema)) form: ChangePasswordForm,
    @Req() request: Request,
  ): Promise<void> {
    return this.security.changePassword(principal, form, {
      ip: request.ip,
      userAgent: request.get('user-agent'),
    });
  }

  @Post('sign-out-everywhere')
  @HttpCode(204)
  signOutEverywhere(@CurrentPrincipal() principal: Principal): Promise<void> {
    return this.security.signOutEverywhere(principal);
  }

  /** A file download: the browser saves it under the dated name. */
  @Get('export')
  async exportData(
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountExport> {
    const data = await this.exporter.export(principal);
    response.attachment(accountExportFileName(new Date(data.exportedAt)));
    response.set('Cache-Control', 'no-store');
    return data;
  }

  /** Repeats (and a deleted account's unexpired token) get the first request's receipt. */
  @Post('deletion')
  @HttpCode(202)
  @ServesDeletedAccounts()
  requestDeletion(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(accountDeletionRequestSchema)) _request: AccountDeletionRequest,
  ): Promise<AccountDeletionReceipt> {
    return this.deletion.request(principal);
  }
}
