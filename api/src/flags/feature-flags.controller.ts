import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import {
  createFlagSchema,
  type CreateFlagInput,
  deleteFlagQuerySchema,
  type DeleteFlagQuery,
  type FeatureFlag,
  type FeatureFlagList,
  updateFlagSchema,
  type UpdateFlagInput,
} from '../../../shared/flags/feature-flags';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { FeatureFlagsService } from './feature-flags.service';

/** /api/superadmin/feature-flags: the flags (spec §6: superadmin → system settings and feature flags). */
@Controller('superadmin/feature-flags')
@RequirePermission('feature-flags:manage')
export class FeatureFlagsController {
  constructor(private readonly flags: FeatureFlagsService) {}

  @Get()
  list(): Promise<FeatureFlagList> {
    return this.flags.list();
  }

  @Post()
  create(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(createFlagSchema)) input: CreateFlagInput,
  ): Promise<FeatureFlag> {
    return this.flags.create(auditActor(principal, request), input);
  }

  @Put(':key')
  update(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('key') key: string,
    @Body(new ZodValidationPipe(updateFlagSchema)) input: UpdateFlagInput,
  ): Promise<FeatureFlag> {
    return this.flags.update(auditActor(principal, request), key, input);
  }

  @Delete(':key')
  @HttpCode(204)
  async delete(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('key') key: string,
    @Query(new ZodValidationPipe(deleteFlagQuerySchema)) query: DeleteFlagQuery,
  ): Promise<void> {
    await this.flags.delete(auditActor(principal, request), key, query.revision);
  }
}
