import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type ApiKeyList,
  type ApiKeyView,
  createApiKeySchema,
  type CreateApiKeyInput,
  type IssuedApiKey,
  revokeApiKeySchema,
  type RevokeApiKeyInput,
  rotateApiKeySchema,
  type RotateApiKeyInput,
} from '../../../shared/api-keys/api-keys';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ApiKeysService } from './api-keys.service';

/** /api/admin/api-keys: partner API keys (spec §6: superadmin → API management). */
@Controller('admin/api-keys')
@RequirePermission('api-keys:manage')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  async list(): Promise<ApiKeyList> {
    return { keys: await this.keys.list() };
  }

  @Post()
  create(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(createApiKeySchema)) input: CreateApiKeyInput,
  ): Promise<IssuedApiKey> {
    return this.keys.create(auditActor(principal, request), input);
  }

  @Post(':id/rotate')
  rotate(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(rotateApiKeySchema)) input: RotateApiKeyInput,
  ): Promise<IssuedApiKey> {
    return this.keys.rotate(auditActor(principal, request), id, input);
  }

  @Post(':id/revoke')
  revoke(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(revokeApiKeySchema)) input: RevokeApiKeyInput,
  ): Promise<ApiKeyView> {
    return this.keys.revoke(auditActor(principal, request), id, input);
  }
}
